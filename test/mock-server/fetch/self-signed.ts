export { createSelfSignedCertificate, type SelfSignedCertificate } from '../../../conformance/tls.js';
