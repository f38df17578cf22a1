// The local stand-in for Steam's OpenID 2.0 provider (issue 15 item 2, decision 040), so a newcomer
// can connect Steam without a Steam account: `/dev/steam/openid/login` shows a page of demo Steam
// accounts for a checkid_setup request, answers a positive assertion signed with HMAC-SHA256 under a
// key only it holds (made at start, never stored; one for all the workers of a cluster) or a cancel, and answers check_authentication
// POSTs exactly like Steam (key-value form, is_valid true or false), refusing a nonce seen twice.
//
// Served only where the local outbox is (no SMTP, loopback HOST or OUTBOX=on): it signs in as any
// demo account, or as any other account typed in (an id in Steam's public range and a persona name),
// as real Steam has accounts beyond three: the reward is paid once per Steam account, so a test that
// runs again on the same database needs an account nobody has linked. The page has no script; its
// one stylesheet is allowed by hash.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock.ts';
import { escapeHtml } from '../mail/templates.ts';
import { mailLanguageOf } from '../mail/language.ts';
import { PLAYER_SUMMARIES_PATH } from '../steam/persona.ts';
import {
  CLAIMED_ID,
  OPENID_NS,
  REQUIRED_SIGNED,
  keyValueForm,
  sameSignature,
  signatureOf,
} from '../steam/openid.ts';

export const STEAM_STAND_IN_PATH = '/dev/steam/openid/login';
/** The stand-in's Steam Web API base: GetPlayerSummaries answers the demo accounts' persona names. */
export const STEAM_STAND_IN_API_PATH = '/dev/steam/api';
const APPROVE_PATH = '/dev/steam/openid/approve';

/** The demo Steam accounts the page offers (64-bit ids in the public range). */
export const STAND_IN_ACCOUNTS = [
  { steamId: '76561197960287930', name: 'Rabscuttle' },
  { steamId: '76561198000000042', name: 'PixelPilot' },
  { steamId: '76561198000000777', name: 'NovaKnight' },
] as const;

/** Steam's individual public accounts: 76561197960265729 … 76561202255233023. */
const PUBLIC_FIRST = 76561197960265729n;
const PUBLIC_LAST = 76561202255233023n;
/** Accounts typed in and signed in here, remembered for GetPlayerSummaries (newest kept). */
const TYPED_IN_LIMIT = 1_000;

function typedInAccount(steamId: unknown, name: unknown): { steamId: string; name: string } | null {
  if (typeof steamId !== 'string' || !/^\d{17}$/.test(steamId)) return null;
  if (BigInt(steamId) < PUBLIC_FIRST || BigInt(steamId) > PUBLIC_LAST) return null;
  if (typeof name !== 'string') return null;
  const persona = name.trim();
  return persona.length >= 1 && persona.length <= 32 ? { steamId, name: persona } : null;
}

const TEXTS = {
  'en-US': {
    title: 'Steam sign-in (local stand-in)',
    intro:
      'Sign in to Steam to link an account to GamerHub. This is the local stand-in: choose a demo account.',
    signIn: 'Sign in as',
    cancel: 'Cancel',
    other: 'Sign in as another account',
    steamId: 'Steam ID (17 digits)',
    persona: 'Persona name',
    bad: 'This sign-in request is not valid.',
  },
  'zh-TW': {
    title: 'Steam 登入（本機替身）',
    intro: '登入 Steam 以將帳號連結到 GamerHub。這是本機替身：請選擇一個示範帳號。',
    signIn: '登入為',
    cancel: '取消',
    other: '登入為其他帳號',
    steamId: 'Steam ID（17 位數字）',
    persona: '個人檔案名稱',
    bad: '此登入請求無效。',
  },
  'zh-CN': {
    title: 'Steam 登录（本机替身）',
    intro: '登录 Steam 以将账号连接到 GamerHub。这是本机替身：请选择一个示范账号。',
    signIn: '登录为',
    cancel: '取消',
    other: '登录为其他账号',
    steamId: 'Steam ID（17 位数字）',
    persona: '个人资料名称',
    bad: '此登录请求无效。',
  },
} as const;

const STYLE = `body{font-family:system-ui,sans-serif;margin:16px;max-width:720px;background:#171a21;color:#c7d5e0}
form{margin:8px 0}label{display:block;margin:8px 0 4px}input{font-size:16px;min-height:44px;width:100%;box-sizing:border-box;margin-bottom:8px}button{font-size:16px;min-height:44px;padding:0 16px;width:100%;border-radius:4px;border:0;background:#66c0f4;color:#10161d}
button.cancel{background:#3d4450;color:#fff}`;
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}'`;
// form-action: the approval posts here, then redirects to the relying party's return address.
const CSP = `default-src 'none'; style-src ${STYLE_HASH}; form-action 'self' http: https:; base-uri 'none'; frame-ancestors 'none'`;

function send(reply: FastifyReply, html: string, code = 200) {
  return reply
    .code(code)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', CSP)
    .header('X-Robots-Tag', 'noindex')
    .send(html);
}

/** An http(s) return address without credentials or fragment, inside the realm when one is given. */
function returnToOf(returnTo: unknown, realm: unknown): string | null {
  if (typeof returnTo !== 'string' || returnTo.length > 2048) return null;
  try {
    const url = new URL(returnTo);
    if (!/^https?:$/.test(url.protocol) || url.username || url.password || url.hash) return null;
    if (typeof realm === 'string' && realm !== '' && !returnTo.startsWith(realm)) return null;
    return returnTo;
  } catch {
    return null;
  }
}

function page(lang: keyof typeof TEXTS, returnTo: string | null): string {
  const t = TEXTS[lang];
  const hidden = returnTo
    ? `<input type="hidden" name="return_to" value="${escapeHtml(returnTo)}">`
    : '';
  const body = returnTo
    ? `<p>${escapeHtml(t.intro)}</p>
${STAND_IN_ACCOUNTS.map(
  (a) =>
    `<form method="post" action="${APPROVE_PATH}">${hidden}<input type="hidden" name="steamid" value="${a.steamId}"><button type="submit">${escapeHtml(t.signIn)} ${escapeHtml(a.name)} (${a.steamId})</button></form>`,
).join('\n')}
<form method="post" action="${APPROVE_PATH}">${hidden}<label for="steamid">${escapeHtml(t.steamId)}</label><input id="steamid" name="steamid" inputmode="numeric" pattern="\\d{17}" required><label for="persona">${escapeHtml(t.persona)}</label><input id="persona" name="persona" maxlength="32" required><button type="submit">${escapeHtml(t.other)}</button></form>
<form method="post" action="${APPROVE_PATH}">${hidden}<input type="hidden" name="cancel" value="1"><button class="cancel" type="submit">${escapeHtml(t.cancel)}</button></form>`
    : `<p role="alert">${escapeHtml(t.bad)}</p>`;
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(t.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${escapeHtml(t.title)}</h1>
${body}
</body>
</html>
`;
}

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** `sharedKey` (hex): the key of every worker of one cluster, so any of them checks what another signed. */
export function registerSteamStandIn(app: FastifyInstance, clock: Clock, sharedKey?: string): void {
  const key = sharedKey ? Buffer.from(sharedKey, 'hex') : randomBytes(32);
  // From the key, so the workers sharing it name the same association.
  const assocHandle = createHash('sha256').update(key).digest('hex').slice(0, 16);
  /** Nonces checked once already: a second check_authentication of one assertion is refused. */
  const checked = new Set<string>();
  let issued = 0;
  const typedIn = new Map<string, string>();
  const nameOf = (steamId: string) =>
    STAND_IN_ACCOUNTS.find((a) => a.steamId === steamId)?.name ?? typedIn.get(steamId);

  app.get(STEAM_STAND_IN_PATH, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const lang = mailLanguageOf(request.headers['accept-language']);
    const ok = query['openid.mode'] === 'checkid_setup' && query['openid.ns'] === OPENID_NS;
    const returnTo = ok ? returnToOf(query['openid.return_to'], query['openid.realm']) : null;
    return send(reply, page(lang, returnTo), returnTo ? 200 : 400);
  });

  // GetPlayerSummaries as the Steam Web API answers it (decision 050), for the accounts signed in here;
  // the key is not checked (the stand-in signs in as anyone anyway).
  app.get(`${STEAM_STAND_IN_API_PATH}${PLAYER_SUMMARIES_PATH}`, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const ids = typeof query.steamids === 'string' ? query.steamids.split(',').slice(0, 100) : [];
    const players = ids.flatMap((steamId) => {
      const name = nameOf(steamId);
      return name === undefined
        ? []
        : [
            {
              steamid: steamId,
              personaname: name,
              profileurl: `https://steamcommunity.com/profiles/${steamId}/`,
              communityvisibilitystate: 3,
            },
          ];
    });
    return reply.header('Cache-Control', 'no-store').send({ response: { players } });
  });

  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    // The approval: back to the relying party with a signed positive assertion, or a cancel.
    scope.post(APPROVE_PATH, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const returnTo = returnToOf(body.return_to, undefined);
      const lang = mailLanguageOf(request.headers['accept-language']);
      if (!returnTo) return send(reply, page(lang, null), 400);
      const back = new URL(returnTo);
      if (body.cancel === '1') {
        back.searchParams.set('openid.ns', OPENID_NS);
        back.searchParams.set('openid.mode', 'cancel');
        return reply.redirect(back.toString(), 303);
      }
      const account =
        STAND_IN_ACCOUNTS.find((a) => a.steamId === body.steamid) ??
        typedInAccount(body.steamid, body.persona);
      if (!account) return send(reply, page(lang, null), 400);
      if (!STAND_IN_ACCOUNTS.some((a) => a.steamId === account.steamId)) {
        typedIn.delete(account.steamId);
        typedIn.set(account.steamId, account.name);
        if (typedIn.size > TYPED_IN_LIMIT) typedIn.delete(typedIn.keys().next().value ?? '');
      }
      issued += 1;
      const claimed = `https://steamcommunity.com/openid/id/${account.steamId}`;
      const params: Record<string, string> = {
        'openid.ns': OPENID_NS,
        'openid.mode': 'id_res',
        'openid.op_endpoint': `${originOf(request)}${STEAM_STAND_IN_PATH}`,
        'openid.claimed_id': claimed,
        'openid.identity': claimed,
        'openid.return_to': returnTo,
        'openid.response_nonce': `${clock.now().toISOString().slice(0, 19)}Z${randomBytes(6).toString('hex')}${issued}`,
        'openid.assoc_handle': assocHandle,
        'openid.signed': REQUIRED_SIGNED.join(','),
      };
      params['openid.sig'] = signatureOf(key, params, [...REQUIRED_SIGNED]);
      for (const [k, v] of Object.entries(params)) back.searchParams.set(k, v);
      return reply.redirect(back.toString(), 303);
    });

    // check_authentication, as Steam answers it: the assertion's fields posted back, mode changed.
    scope.post(STEAM_STAND_IN_PATH, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, string>;
      const signed =
        typeof body['openid.signed'] === 'string' ? body['openid.signed'].split(',') : [];
      const nonce = body['openid.response_nonce'] ?? '';
      const valid =
        body['openid.mode'] === 'check_authentication' &&
        body['openid.assoc_handle'] === assocHandle &&
        REQUIRED_SIGNED.every((name) => signed.includes(name)) &&
        CLAIMED_ID.test(body['openid.claimed_id'] ?? '') &&
        typeof body['openid.sig'] === 'string' &&
        sameSignature(signatureOf(key, body, signed), body['openid.sig']) &&
        !checked.has(nonce);
      if (valid) checked.add(nonce);
      return reply
        .header('Content-Type', 'text/plain; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(
          keyValueForm([
            ['ns', OPENID_NS],
            ['is_valid', String(valid)],
          ]),
        );
    });
  });
}
