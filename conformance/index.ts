/** The conformance suite's programmatic API. */
export { selectChecks, runConformance, planConformance, type ConformanceOptions, type ProgressEvent } from './run.js';
export type { CheckPlan, ConformancePlan } from './plan.js';
export { planText } from './report/plan.js';
export { checks } from './registry.js';
export { junitXml } from './report/junit.js';
export { markdownSummary } from './report/markdown.js';
export { verdictExitCodes } from './types.js';
export type { Check, CheckResult, ConformanceReport, CreatedIngest, NotJudged, NotJudgedCause, PlannedRequest, Profile, Verdict } from './types.js';
