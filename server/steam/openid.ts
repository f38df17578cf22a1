// OpenID 2.0 as Steam speaks it (decision 040): the checkid_setup address the browser is sent to,
// the key-value form, and the relying party's check of a positive assertion. Shared by the local
// API (the relying party) and the local stand-in provider.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const OPENID_NS = 'http://specs.openid.net/auth/2.0';
export const IDENTIFIER_SELECT = 'http://specs.openid.net/auth/2.0/identifier_select';
/** Steam's real endpoint: checkid_setup (browser) and check_authentication (server) alike. */
export const STEAM_OPENID_ENDPOINT = 'https://steamcommunity.com/openid/login';
/** Steam's claimed ids; the 64-bit id is the last part (17 digits for every public account). */
export const CLAIMED_ID = /^https?:\/\/steamcommunity\.com\/openid\/id\/(\d{17})$/;
/** What a positive assertion must sign for the relying party to trust it. */
export const REQUIRED_SIGNED = [
  'op_endpoint',
  'claimed_id',
  'identity',
  'return_to',
  'response_nonce',
  'assoc_handle',
] as const;
/** How far a nonce's time may be from the server's clock. */
export const NONCE_SKEW_MS = 5 * 60 * 1000;

export function checkidSetupUrl(provider: string, returnTo: string, realm: string): string {
  const url = new URL(provider);
  const params = {
    'openid.ns': OPENID_NS,
    'openid.mode': 'checkid_setup',
    'openid.return_to': returnTo,
    'openid.realm': realm,
    'openid.identity': IDENTIFIER_SELECT,
    'openid.claimed_id': IDENTIFIER_SELECT,
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/** OpenID's key-value form: `key:value\n` per line. */
export function keyValueForm(pairs: [string, string][]): string {
  return pairs.map(([k, v]) => `${k}:${v}\n`).join('');
}

export function parseKeyValueForm(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of text.split('\n')) {
    const at = line.indexOf(':');
    if (at > 0) out.set(line.slice(0, at), line.slice(at + 1));
  }
  return out;
}

/** The signature of an assertion's signed fields, in their `openid.signed` order. */
export function signatureOf(key: Buffer, params: Record<string, string>, signed: string[]): string {
  const text = keyValueForm(signed.map((name) => [name, params[`openid.${name}`] ?? '']));
  return createHmac('sha256', key).update(text, 'utf8').digest('base64');
}

export function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The nonce's time (`2026-11-27T08:00:00Z…`), or null when it has none. */
export function nonceTime(nonce: string): Date | null {
  const match = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ)[\x21-\x7e]{0,200}$/.exec(nonce);
  if (!match) return null;
  const at = new Date(match[1]!);
  return Number.isNaN(at.getTime()) ? null : at;
}
