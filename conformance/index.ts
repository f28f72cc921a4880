/** The conformance suite's programmatic API. */
export { selectChecks, runConformance, type ConformanceOptions, type ProgressEvent } from './run.js';
export { checks } from './registry.js';
export { junitXml } from './report/junit.js';
export { markdownSummary } from './report/markdown.js';
export type { Check, CheckResult, ConformanceReport, Profile } from './types.js';
