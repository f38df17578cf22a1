import { createHash, randomBytes } from 'node:crypto';

export const SESSION_TTL_DAYS = 7;
const TOKEN_BYTES = 32;

/** 32 random bytes, base64url: opaque to the client, unguessable, safe in headers and JSON. */
export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Only this digest is stored; a plain hash suffices because the token itself has 256 bits of entropy. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The token from `Authorization: Bearer <token>`, or null when the header is missing or not a bearer. */
export function bearerFrom(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  return match?.[1] ?? null;
}
