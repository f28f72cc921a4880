/** The seam and what wraps it: the spec-exact functions, implementation faults and legal variants. */
export { composeSeam, type Seam, type SeamWrapper } from './seam.js';
export { specSeam } from './spec.js';
export { type ImplementationFault, implementationFaults, isImplementationFault } from './faults.js';
export { isVariant, type Variant, variants } from './variants.js';
