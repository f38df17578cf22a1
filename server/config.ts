// Server settings read from the environment by main.ts. buildApp itself never reads process.env,
// so tests say exactly what they want.

export const DEFAULT_MAIL_FROM = 'GamerHub <no-reply@gamerhub.test>';
export const DEFAULT_PARTNER_RETURN_BASE = 'http://localhost:5174/sso/callback';

export type ServerConfig = {
  /** smtp:// or smtps:// URL; null keeps mail in the local outbox (/outbox, /api/Dev/Outbox). */
  smtpUrl: string | null;
  mailFrom: string;
  /** BETA_ENDED=1: single sign-on (GetThirdToken, Reback) is refused. */
  betaEnded: boolean;
  /** The registered return address of the seeded partnered games. */
  partnerReturnBase: string;
  /** Fastify's trustProxy: false (default), true (any proxy), or the proxies' addresses/CIDRs. */
  trustProxy: boolean | string[];
  /** Key for the HMAC of stored verification codes; null: a random one kept in the database. */
  codePepper: string | null;
  /**
   * Verification codes one client address may have mailed per hour (default 20, see
   * verification-codes.ts). The e2e run raises it: all its browsers share 127.0.0.1.
   */
  codeSendsPerAddressPerHour?: number;
  /**
   * Whether the local outbox (/outbox, /api/Dev/Outbox) is served when there is no SMTP_URL. It
   * shows every member's codes, so only to this machine (HOST on loopback) unless OUTBOX=on says
   * otherwise; OUTBOX=off hides it everywhere. buildApp alone (tests, never listening) serves it.
   */
  serveOutbox?: boolean;
  /** OUTBOX=on: served whatever the HOST, with a warning at start. */
  isOutboxForced?: boolean;
  /**
   * STEAM_OPENID_URL: Steam's OpenID 2.0 endpoint (https://steamcommunity.com/openid/login).
   * Unset: the local stand-in (/dev/steam/openid/login) where it is served, else Steam's own.
   */
  steamOpenIdUrl?: string | null;
  /**
   * STEAM_WEB_API_URL and STEAM_WEB_API_KEY (decision 050): where persona names are asked
   * (GetPlayerSummaries). URL unset: Steam's own (https://api.steampowered.com) when a key is set,
   * the local stand-in (/dev/steam/api) where it is served, else no names (the id is shown).
   */
  steamWebApiUrl?: string | null;
  steamWebApiKey?: string | null;
};

/** The address the server listens on (HOST); loopback by default. */
export function listenHost(env: NodeJS.ProcessEnv = process.env): string {
  return env.HOST?.trim() || '127.0.0.1';
}

/** Only this machine can connect: 127.0.0.0/8, ::1 (also IPv4-mapped) or the name localhost. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return (
    bare === 'localhost' ||
    bare === '::1' ||
    /^(::ffff:)?127(\.(25[0-5]|2[0-4][0-9]|1?[0-9]?[0-9])){3}$/.test(bare)
  );
}

const isOn = (value: string | undefined) => /^(1|true|yes|on)$/i.test(value?.trim() ?? '');

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl && !/^smtps?:\/\//i.test(smtpUrl))
    throw new Error('SMTP_URL must start with smtp:// or smtps://');
  const partnerReturnBase = env.PARTNER_RETURN_BASE?.trim() || DEFAULT_PARTNER_RETURN_BASE;
  checkReturnUrl(partnerReturnBase);
  return {
    smtpUrl,
    mailFrom: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
    betaEnded: isOn(env.BETA_ENDED),
    partnerReturnBase,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    codePepper: pepperFrom(env.CODE_PEPPER),
    ...positiveInt('CODE_SENDS_PER_ADDRESS_PER_HOUR', env.CODE_SENDS_PER_ADDRESS_PER_HOUR),
    ...outboxFrom(env.OUTBOX, listenHost(env)),
    steamOpenIdUrl: optionalUrlFrom(env.STEAM_OPENID_URL),
    steamWebApiUrl: optionalUrlFrom(env.STEAM_WEB_API_URL),
    steamWebApiKey: env.STEAM_WEB_API_KEY?.trim() || null,
  };
}

function outboxFrom(
  raw: string | undefined,
  host: string,
): Pick<ServerConfig, 'serveOutbox' | 'isOutboxForced'> {
  const value = raw?.trim() ?? '';
  if (value === '') return { serveOutbox: isLoopbackHost(host), isOutboxForced: false };
  if (isOn(value)) return { serveOutbox: true, isOutboxForced: true };
  if (/^(0|false|no|off)$/i.test(value)) return { serveOutbox: false, isOutboxForced: false };
  throw new Error('OUTBOX must be on or off');
}

function optionalUrlFrom(raw: string | undefined): string | null {
  const value = raw?.trim() || null;
  if (value === null) return null;
  checkReturnUrl(value);
  return value;
}

/** At least 32 characters: the key of six-digit codes' HMAC must not be guessable itself. */
export const MIN_PEPPER_LENGTH = 32;

function pepperFrom(raw: string | undefined): string | null {
  const pepper = raw?.trim() || null;
  if (pepper !== null && pepper.length < MIN_PEPPER_LENGTH)
    throw new Error(`CODE_PEPPER must have at least ${MIN_PEPPER_LENGTH} characters`);
  return pepper;
}

/**
 * What an operator should hear at start-up: real mail (SMTP) without CODE_PEPPER keeps the code
 * key in the database, beside the codes' HMACs; OUTBOX=on shows every code to whoever connects.
 */
export function configWarnings(config: ServerConfig): string[] {
  const warnings: string[] = [];
  if (config.smtpUrl && !config.codePepper)
    warnings.push(
      'Warning: SMTP_URL is set but CODE_PEPPER is not; the verification-code key is kept in the database. Set CODE_PEPPER (32+ characters) in production.',
    );
  if (!config.smtpUrl && config.isOutboxForced)
    warnings.push(
      'Warning: OUTBOX=on: /outbox and /api/Dev/Outbox show every verification code to anyone who can reach this server. Use it only on a trusted network.',
    );
  return warnings;
}

/** `{ [camelCase name]: n }` for a set positive integer, `{}` when unset; anything else throws. */
function positiveInt(
  name: string,
  raw: string | undefined,
): { codeSendsPerAddressPerHour?: number } {
  const value = raw?.trim();
  if (!value) return {};
  if (!/^[1-9][0-9]{0,8}$/.test(value)) throw new Error(`${name} must be a positive whole number`);
  return { codeSendsPerAddressPerHour: Number(value) };
}

/** An absolute http(s) URL without a fragment: a code appended to it must reach the game. */
export function checkReturnUrl(url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`Bad partner return URL: ${url}`);
  }
  if (!/^https?:$/.test(parsed.protocol) || parsed.hash || parsed.username || parsed.password)
    throw new Error(`Bad partner return URL (http(s), no fragment or credentials): ${url}`);
}

function parseTrustProxy(value: string | undefined): ServerConfig['trustProxy'] {
  const raw = value?.trim() ?? '';
  if (raw === '' || /^(0|false|no|off)$/i.test(raw)) return false;
  if (/^(true|yes|on)$/i.test(raw)) return true;
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
