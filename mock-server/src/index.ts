/**
 * `partner-ingest-kit/mock`: the mock server for a partner's own tests, started in-process:
 * `await startMockServer(resolveConfig({ partners: [...] }, { port: 0 }))`.
 */
export { ConfigError, loadConfig, type MockConfig, type MockFlags, resolveConfig } from './config.js';
export { type RunningMock, startMockServer, type StartOptions } from './server.js';
