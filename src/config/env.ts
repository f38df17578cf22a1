// Build-time configuration (Vite env). Each value is checked here, once; a bad value falls back to
// the same-origin default rather than sending members' tokens somewhere unexpected.
const raw = import.meta.env;

function sameOriginPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value === '') return fallback;
  return value;
}

function httpUrl(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value === '') return fallback;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? url.href.replace(/\/$/, '')
      : fallback;
  } catch {
    return fallback;
  }
}

export const env = {
  /** Prefix of every API path; empty means the app's own origin (the local platform API). */
  apiBase: httpUrl(raw.VITE_API_BASE, ''),
  /** Where relative image paths from the server are served. */
  imageHost: sameOriginPath(raw.VITE_IMAGE_HOST, '/images'),
  /** The single-sign-on host; the local API plays it by default. */
  authHost: httpUrl(raw.VITE_AUTH_HOST, ''),
  /** Community chat linked from the Profile header's server-help popup. */
  communityUrl: httpUrl(raw.VITE_COMMUNITY_URL, 'https://discord.com/invite/gamerhub'),
} as const;
