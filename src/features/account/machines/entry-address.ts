// Strict parsing of the entry query (docs/product/account.md "Entry redirects"). Each parameter either matches its
// exact shape or counts as absent, and every target is a fixed in-app path plus encoded query, so
// nothing from the URL can choose where the app navigates.
import { ENTRY_DEFAULT_STATE } from '../../../config/constants';
import { PATHS } from '../../../config/routes';
import { singleParam } from '../../../shared/api/single-param';

export type MissionState = {
  kind: 'mission';
  codeType: string;
  id: string;
  missionAssessId: string;
};
export type ProfileState = { kind: 'profile'; codeType: string };

export type EntryQuery = {
  /** A state of the shape `<codeType>_<ref>_<id>[_<missionAssessId>]`, or null. */
  state: MissionState | ProfileState | null;
  /** True when `state` is exactly the auth host's "nothing to do" marker. */
  hasDefaultState: boolean;
  /** A `state` was given but is not one: the link is not what it claims, so no rule applies. */
  hasMalformedState: boolean;
  code: string | null;
  inviteCode: string | null;
};

const CODE_TYPE = /^[A-Za-z]{1,32}$/;
const REF = /^[A-Za-z0-9-]{0,64}$/;
const ID = /^\d{1,18}$/;
const CODE = /^[A-Za-z0-9._~-]{1,256}$/;
/** The shape of an invite code the platform issues; the sign-up form says so of any other. */
export const INVITE_CODE = /^[A-Za-z0-9]{4,32}$/;
/**
 * An invite code as a link may carry it: any text of a sane length without control or invisible
 * characters. It is carried whatever its shape (docs/product/account.md rule 3), shown as text, and the sign-up
 * form reports a code that is malformed or unknown rather than dropping it.
 */
const CARRIED_INVITE_CODE = /^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]{1,64}$/u;

function parseState(raw: string | null): EntryQuery['state'] {
  if (raw === null) return null;
  const parts = raw.split('_');
  if (parts.length < 3 || parts.length > 4) return null;
  const [codeType = '', ref = '', id = '', missionAssessId] = parts;
  if (!CODE_TYPE.test(codeType) || !REF.test(ref) || !ID.test(id)) return null;
  if (/^0+$/.test(id)) return { kind: 'profile', codeType };
  if (missionAssessId === undefined || !ID.test(missionAssessId)) return null;
  return { kind: 'mission', codeType, id: String(BigInt(id)), missionAssessId };
}

function parseInviteCode(raw: string | null): string | null {
  const code = raw?.trim() ?? '';
  return CARRIED_INVITE_CODE.test(code) ? code : null;
}

export function parseEntryQuery(search: string): EntryQuery {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return {
      state: null,
      hasDefaultState: false,
      hasMalformedState: false,
      code: null,
      inviteCode: null,
    };
  }
  const rawState = singleParam(params, 'state');
  const code = singleParam(params, 'code');
  const inviteCode = singleParam(params, 'inviteCode');
  const hasDefaultState = rawState === ENTRY_DEFAULT_STATE;
  const state = hasDefaultState ? null : parseState(rawState);
  return {
    state,
    hasDefaultState,
    hasMalformedState: params.has('state') && !hasDefaultState && state === null,
    code: code !== null && CODE.test(code) ? code : null,
    inviteCode: parseInviteCode(inviteCode),
  };
}

const withQuery = (path: string, query: Record<string, string | null>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== null) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

export const entryTargets = {
  questDescription: (q: EntryQuery, state: MissionState) =>
    withQuery(PATHS.QUEST_DESC, {
      id: state.id,
      code: q.code,
      missionAssessId: state.missionAssessId,
    }),
  profile: (q: EntryQuery, state: ProfileState) =>
    withQuery(PATHS.PROFILE, { code: q.code, codeType: state.codeType }),
  reback: (q: EntryQuery) =>
    withQuery(PATHS.REBACK, {
      code: q.code,
      state: q.hasDefaultState ? ENTRY_DEFAULT_STATE : null,
    }),
  login: (q: EntryQuery) => withQuery(PATHS.LOGIN, { inviteCode: q.inviteCode }),
  signUp: (q: EntryQuery) => withQuery(PATHS.SIGN_UP, { inviteCode: q.inviteCode }),
};
