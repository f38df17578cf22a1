// The Steam persona name of a verified Steam id (issue 28 item 8, decision 050): Steam's OpenID
// answer carries only the 64-bit id, so the name comes from the Steam Web API's
// ISteamUser/GetPlayerSummaries/v0002 (`{ response: { players: [{ steamid, personaname }] } }`).
// A name is a nicety: any failure (not configured, no answer in time, an unexpected shape) is null,
// and the link is made all the same with the id shown.

export const PLAYER_SUMMARIES_PATH = '/ISteamUser/GetPlayerSummaries/v0002/';
/** The sign-in is waiting on this: a slow Steam must not hold the member's return for long. */
export const PERSONA_TIMEOUT_MS = 3_000;
const MAX_NAME_LENGTH = 64;

export type PersonaLookup = {
  /** The Web API's base address (https://api.steampowered.com, or the local stand-in's). */
  baseUrl: string;
  /** STEAM_WEB_API_KEY; the stand-in takes any. */
  key: string;
  /** Tests: the HTTP exchange. */
  fetch?: typeof fetch;
};

/** A name as a member may see it: control characters out, spaces folded, at most 64 characters. */
export function cleanPersonaName(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const name = raw
    .replace(/\p{Cc}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (name === '') return null;
  return [...name].slice(0, MAX_NAME_LENGTH).join('');
}

export async function personaNameOf(
  steamId: string,
  lookup: PersonaLookup | null,
): Promise<string | null> {
  if (!lookup) return null;
  const url = new URL(`${lookup.baseUrl.replace(/\/+$/, '')}${PLAYER_SUMMARIES_PATH}`);
  url.searchParams.set('key', lookup.key);
  url.searchParams.set('steamids', steamId);
  try {
    const response = await (lookup.fetch ?? fetch)(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(PERSONA_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as {
      response?: { players?: { steamid?: unknown; personaname?: unknown }[] };
    };
    const players = Array.isArray(body?.response?.players) ? body.response.players : [];
    const player = players.find((p) => p?.steamid === steamId);
    return cleanPersonaName(player?.personaname);
  } catch {
    return null;
  }
}
