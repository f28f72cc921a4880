/**
 * TEMPORARY (issue #16, branch `cli`): the registry of preflight rules is written in another branch; this empty
 * one lets `ingest-kit validate --sarif` list the rules' metadata. Replace this whole file at merge.
 */
import type { PreflightRule } from '../types.js';

/** Every preflight rule, one module each under rules/. TEMPORARY: empty. */
export const PREFLIGHT_RULES: readonly PreflightRule[] = [];
