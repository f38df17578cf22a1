// Steam connect (issue 15 item 2, decision 040): the link's state, starting Steam's sign-in, the
// return address Steam sends the browser to, redeeming its code, and disconnecting.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import {
  SteamConnectRequestSchema,
  STEAM_RETURN_PATH,
} from '../../../src/features/profile/api/schemas/steam.ts';
import type { AppDeps } from '../../deps.ts';
import { memberRoute } from '../../http/route.ts';
import {
  attemptOf,
  connectSteam,
  disconnectSteam,
  issueCode,
  recordNonce,
  startSteamConnect,
  steamInfo,
} from '../../domain/profile/steam-links.ts';
import { STEAM_STAND_IN_API_PATH, STEAM_STAND_IN_PATH } from '../../dev/steam-stand-in.ts';
import { personaNameOf, type PersonaLookup } from '../../steam/persona.ts';
import { STEAM_OPENID_ENDPOINT } from '../../steam/openid.ts';
import { verifyAssertion } from '../../steam/verify.ts';

export type SteamOptions = {
  /** STEAM_OPENID_URL; null: the local stand-in when it is served, else Steam's own endpoint. */
  openIdUrl: string | null;
  /** STEAM_WEB_API_URL (persona names, decision 050); null: see webApiFor. */
  webApiUrl?: string | null;
  /** STEAM_WEB_API_KEY. */
  webApiKey?: string | null;
  isStandInServed: boolean;
  /** Tests: the check_authentication and GetPlayerSummaries exchanges. */
  fetch?: typeof fetch;
};

/** Steam's own Web API (GetPlayerSummaries needs a key). */
export const STEAM_WEB_API = 'https://api.steampowered.com';

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
const STATE = /^[A-Za-z0-9_-]{32}$/;

/** The entry redirect (docs/product/profile.md): third part 0 → /profile with code and codeType=steam. */
const backToApp = (code: string) =>
  `/?${new URLSearchParams({ state: 'steam_x_0', code }).toString()}`;

export function registerSteamRoutes(app: FastifyInstance, deps: AppDeps, options: SteamOptions) {
  const { db } = deps;
  const providerFor = (request: FastifyRequest) =>
    options.openIdUrl ??
    (options.isStandInServed
      ? `${originOf(request)}${STEAM_STAND_IN_PATH}`
      : STEAM_OPENID_ENDPOINT);
  // Persona names: the configured Web API, else Steam's own when a key is set, else the stand-in
  // where it is served (it speaks GetPlayerSummaries too), else none (the card shows the id).
  const webApiFor = (request: FastifyRequest): PersonaLookup | null => {
    const key = options.webApiKey ?? '';
    const baseUrl =
      options.webApiUrl ??
      (key !== ''
        ? STEAM_WEB_API
        : options.isStandInServed
          ? `${originOf(request)}${STEAM_STAND_IN_API_PATH}`
          : null);
    if (baseUrl === null) return null;
    return { baseUrl, key, ...(options.fetch ? { fetch: options.fetch } : {}) };
  };

  memberRoute(app, db, ENDPOINTS.steamInfo, null, async ({ session }) => ({
    data: await steamInfo(db, session.memberId),
  }));

  memberRoute(app, db, ENDPOINTS.steamConnectStart, null, async ({ session, request }) => ({
    data: await startSteamConnect(deps, session.memberId, originOf(request), providerFor(request)),
  }));

  memberRoute(
    app,
    db,
    ENDPOINTS.steamConnect,
    SteamConnectRequestSchema,
    async ({ input, session }) => ({
      data: await connectSteam(deps, session.memberId, input.code),
    }),
  );

  memberRoute(app, db, ENDPOINTS.steamDisconnect, null, async ({ session }) => ({
    data: await disconnectSteam(deps, session.memberId),
  }));

  // Steam sends the browser here. Whatever the outcome, it goes back into the app with a code the
  // profile redeems, so every refusal is shown there in the member's language; an unknown or
  // expired attempt gets a code that matches nothing (answered "start again").
  app.get(STEAM_RETURN_PATH, async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const state =
      typeof query.attempt === 'string' && STATE.test(query.attempt) ? query.attempt : null;
    const attempt = state ? await attemptOf(deps, state) : null;
    void reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
    if (!attempt) return reply.redirect(backToApp(randomBytes(24).toString('base64url')), 302);
    const verdict = await verifyAssertion(query, {
      providerUrl: attempt.providerUrl,
      returnTo: attempt.returnTo,
      clock: deps.clock,
      recordNonce: (nonce) => recordNonce(deps, attempt.providerUrl, nonce),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    // The id is proven; its persona name is asked once, here, and kept with the code and the link.
    const outcome =
      'steamId' in verdict
        ? {
            ...verdict,
            personaName: await personaNameOf(verdict.steamId, webApiFor(request)),
          }
        : verdict;
    return reply.redirect(backToApp(await issueCode(deps, attempt, outcome)), 302);
  });
}
