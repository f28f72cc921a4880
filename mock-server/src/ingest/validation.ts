/**
 * Which preflight mode a create runs (issue #16): `Prefer: validation=<mode>` for this request, else the
 * partner's `ern.validation`, else the server's; the header wins in every direction, `off` included. And what it does
 * with DDEX's release-profile rules (issue #32): the partner's `ern.profiles` and `ern.requireDeals`, else the
 * server's. Pure.
 */
import { type ErnProfilesMode, type ErnValidationMode, ernValidationModes } from '../config/settings.js';
import { preferences } from './scenarios.js';

export interface ValidationChoice {
  mode: ErnValidationMode;
  /** Where it came from: for `Preference-Applied` and the logs. */
  source: 'config' | 'partner' | 'prefer';
}

/** What a create does with the release-profile rules (ern.profiles) and with a message without deals (ern.requireDeals). */
export interface ProfilesChoice {
  mode: ErnProfilesMode;
  /** Where the mode came from: for the 422's detail. */
  source: 'config' | 'partner';
  requireDeals: boolean;
}

type ProfileSettings = { profiles?: ErnProfilesMode; requireDeals?: boolean } | undefined;

/** The partner's `ern.profiles` and `ern.requireDeals`, each over the server's. */
export function chooseProfiles(partner: ProfileSettings, server: { profiles: ErnProfilesMode; requireDeals: boolean }): ProfilesChoice {
  return {
    mode: partner?.profiles ?? server.profiles,
    source: partner?.profiles === undefined ? 'config' : 'partner',
    requireDeals: partner?.requireDeals ?? server.requireDeals,
  };
}

export type ValidationFromPrefer = { ok: true; mode: ErnValidationMode | null } | { ok: false; message: string };

const isMode = (text: string): text is ErnValidationMode => (ernValidationModes as readonly string[]).includes(text);

/** Reads `Prefer: validation=...`; without that preference, `mode: null`. */
export function validationFromPrefer(header: string | undefined): ValidationFromPrefer {
  if (header === undefined || header.trim() === '') return { ok: true, mode: null };
  const parameters = preferences(header).get('validation');
  if (!parameters) return { ok: true, mode: null };
  const value = parameters.get('') ?? '';
  if (!isMode(value)) {
    return { ok: false, message: `Prefer: unknown validation mode "${value}"; known: ${ernValidationModes.join(', ')} (for example Prefer: validation=reject)` };
  }
  return { ok: true, mode: value };
}

export function chooseValidation(
  fromPrefer: ErnValidationMode | null,
  partner: ErnValidationMode | undefined,
  server: ErnValidationMode,
): ValidationChoice {
  if (fromPrefer !== null) return { mode: fromPrefer, source: 'prefer' };
  if (partner !== undefined) return { mode: partner, source: 'partner' };
  return { mode: server, source: 'config' };
}
