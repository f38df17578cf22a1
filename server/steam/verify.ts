// The relying party's check of Steam's answer (decision 040): the assertion must be a positive
// id_res for this attempt (its op_endpoint and return_to exactly as sent), sign every field that
// matters, carry a fresh nonce never seen before, and be confirmed by the provider itself through
// check_authentication, as Steam's own endpoint is asked. The Steam id is the claimed id's last part.
import type { StatusName } from '../../src/shared/api/status-codes.ts';
import type { Clock } from '../clock.ts';
import {
  CLAIMED_ID,
  NONCE_SKEW_MS,
  OPENID_NS,
  REQUIRED_SIGNED,
  nonceTime,
  parseKeyValueForm,
} from './openid.ts';

export type Verdict = { steamId: string } | { failure: StatusName };

export type VerifyOptions = {
  providerUrl: string;
  returnTo: string;
  clock: Clock;
  /** Records the nonce: false when it was seen before. */
  recordNonce: (nonce: string) => Promise<boolean>;
  /** check_authentication's HTTP exchange (the global fetch outside tests). */
  fetch?: typeof fetch;
  timeoutMs?: number;
};

const str = (query: Record<string, unknown>, name: string): string | null => {
  const value = query[`openid.${name}`];
  return typeof value === 'string' ? value : null;
};

export async function verifyAssertion(
  query: Record<string, unknown>,
  options: VerifyOptions,
): Promise<Verdict> {
  const mode = str(query, 'mode');
  if (mode === 'cancel') return { failure: 'SteamSignInCancelled' };
  if (mode !== 'id_res' || str(query, 'ns') !== OPENID_NS) return { failure: 'SteamSignInRefused' };
  if (str(query, 'op_endpoint') !== options.providerUrl) return { failure: 'SteamSignInRefused' };
  if (str(query, 'return_to') !== options.returnTo) return { failure: 'SteamSignInRefused' };
  const claimed = str(query, 'claimed_id') ?? '';
  const match = CLAIMED_ID.exec(claimed);
  if (!match || str(query, 'identity') !== claimed) return { failure: 'SteamSignInRefused' };
  const signed = (str(query, 'signed') ?? '').split(',');
  if (!REQUIRED_SIGNED.every((name) => signed.includes(name)) || !str(query, 'sig'))
    return { failure: 'SteamSignInRefused' };
  const nonce = str(query, 'response_nonce') ?? '';
  const at = nonceTime(nonce);
  if (!at || Math.abs(at.getTime() - options.clock.now().getTime()) > NONCE_SKEW_MS)
    return { failure: 'SteamSignInRefused' };
  if (!(await options.recordNonce(nonce))) return { failure: 'SteamSignInReplayed' };

  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (key.startsWith('openid.') && typeof value === 'string') body.set(key, value);
  body.set('openid.mode', 'check_authentication');
  let answer: string;
  try {
    const response = await (options.fetch ?? fetch)(options.providerUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
      redirect: 'error',
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    if (!response.ok) return { failure: 'SteamUnavailable' };
    answer = (await response.text()).slice(0, 4096);
  } catch {
    return { failure: 'SteamUnavailable' };
  }
  const fields = parseKeyValueForm(answer);
  if (fields.get('ns') !== OPENID_NS || fields.get('is_valid') !== 'true')
    return { failure: 'SteamSignInRefused' };
  return { steamId: match[1]! };
}
