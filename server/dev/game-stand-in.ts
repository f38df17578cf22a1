// The partnered game's part, for a newcomer trying quests locally (issue 11 item 4): a page at
// /dev/game that lists the open playGame conditions of the seeded sign-on partners for a member
// (by uid), "Play a round" reports progress through the real /api/Game/ReportProgress with the
// game's demo secret, and "Finish and return to GamerHub" asks /api/Game/IssueAssessment for a
// one-time assessment and sends the browser back to the app the way a game would:
// `/?state=Login_x_<questId>_<missionAssessId>&code=<code>`.
//
// Served only where the local outbox is (no SMTP, loopback HOST or OUTBOX=on): it holds the demo
// secrets. Text is escaped; the page has no script, and its one stylesheet is allowed by hash.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../src/app/endpoints.ts';
import type { Db } from '../db/db.ts';
import type { Clock } from '../clock.ts';
import { SEED_PARTNERS } from '../db/seed-data.ts';
import { SEED_UIDS } from '../db/seed-quests-data.ts';
import { escapeHtml } from '../mail/templates.ts';
import { periodOf } from '../domain/shared/periods.ts';
import { type Texts } from '../domain/shared/texts.ts';
import { viewerOf } from '../domain/shared/viewer.ts';
import { GAME_SECRET_SCHEME } from '../domain/quests/game-secret.ts';
import type { QuestKind } from '../../src/features/quests/api/schemas/quest.ts';

export const GAME_PAGE_PATH = '/dev/game';

const STYLE = `body{font-family:system-ui,sans-serif;margin:16px;max-width:720px}
article{border:1px solid #ccc;border-radius:8px;padding:8px 12px;margin:8px 0}
form{display:inline-block;margin:4px 8px 4px 0}
button,input{font-size:16px;min-height:44px;padding:0 12px}
.done{color:#2a7a2a;font-weight:600}`;
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}'`;
const CSP = `default-src 'none'; style-src ${STYLE_HASH}; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

type Row = {
  condition_id: number;
  quest_id: number;
  kind: QuestKind;
  title: Texts;
  target: number;
  game_id: number;
  slug: string;
  game_name: string;
};

/** The open playGame conditions of the seeded sign-on partners, with the member's progress. */
async function conditionsFor(db: Db, clock: Clock, uid: string) {
  const [member] = await db.query<{ id: number }>('SELECT id FROM members WHERE uid = $1', [uid]);
  if (!member) return null;
  const viewer = (await viewerOf(db, member.id))!;
  const now = clock.now();
  const rows = await db.query<Row>(
    `SELECT c.id AS condition_id, q.id AS quest_id, q.kind, q.title, c.target, g.id AS game_id,
            g.slug, g.name AS game_name
       FROM quest_conditions c JOIN quests q ON q.id = c.quest_id JOIN games g ON g.id = c.game_id
      WHERE c.type = 'playGame' AND g.slug = ANY($1::text[])
        AND q.starts_at <= $2 AND (q.ends_at IS NULL OR q.ends_at > $2)
      ORDER BY q.sort_order, q.id, c.id`,
    [SEED_PARTNERS.map((p) => p.gameSlug), now],
  );
  const progress = await db.query<{ condition_id: number; period_key: string; progress: number }>(
    'SELECT condition_id, period_key, progress FROM condition_progress WHERE member_id = $1',
    [member.id],
  );
  return rows.map((r) => {
    const key = periodOf(r.kind, now, viewer.timeZone).key;
    const done =
      progress.find((p) => p.condition_id === r.condition_id && p.period_key === key)?.progress ??
      0;
    return { ...r, progress: done };
  });
}

function page(uid: string, rows: Awaited<ReturnType<typeof conditionsFor>>, notice = ''): string {
  const items =
    rows === null
      ? '<p>No member has this uid. The demo member is 10000001.</p>'
      : rows.length === 0
        ? '<p>No open game quest for a partnered game right now.</p>'
        : rows
            .map((r) => {
              const hidden = `<input type="hidden" name="uid" value="${escapeHtml(uid)}"><input type="hidden" name="conditionId" value="${r.condition_id}">`;
              const state =
                r.progress >= r.target
                  ? `<span class="done">${Math.min(r.progress, r.target)} / ${r.target} done</span>`
                  : `${r.progress} / ${r.target}`;
              return `<article>
<b>${escapeHtml(r.title['en-US'] ?? '')}</b> · ${escapeHtml(r.game_name)} · quest ${r.quest_id}, condition ${r.condition_id}<br>
Rounds: ${state}<br>
<form method="post" action="${GAME_PAGE_PATH}/play">${hidden}<button type="submit">Play a round</button></form>
<form method="post" action="${GAME_PAGE_PATH}/finish">${hidden}<button type="submit">Finish and return to GamerHub</button></form>
</article>`;
            })
            .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Partnered game (local stand-in)</title>
<style>${STYLE}</style>
</head>
<body>
<h1>Partnered game (local stand-in)</h1>
<p>Plays the game's part of a quest: each round is reported to GamerHub by the game's server
(<code>${escapeHtml(ENDPOINTS.gameReportProgress.path)}</code>); finishing sends you back to the app
with a one-time assessment that completes the condition.</p>
<form method="get" action="${GAME_PAGE_PATH}"><label>Member uid <input name="uid" value="${escapeHtml(uid)}" inputmode="numeric"></label> <button type="submit">Show</button></form>
${notice ? `<p role="status">${escapeHtml(notice)}</p>` : ''}
${items}
</body>
</html>
`;
}

const UID = /^\d{1,18}$/;
const ID = /^[1-9]\d{0,9}$/;

function send(reply: FastifyReply, html: string, code = 200) {
  return reply
    .code(code)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .header('Content-Security-Policy', CSP)
    .header('X-Robots-Tag', 'noindex')
    .send(html);
}

/** A form posted from another site must not play on the member's behalf. */
function isSameOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  // Set by the browser itself, never by a page. The stand-in's own forms need it: under its
  // `Referrer-Policy: no-referrer` Chromium sends their POSTs with `Origin: null`.
  if (site === 'same-origin') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

export function registerGameStandIn(app: FastifyInstance, db: Db, clock: Clock): void {
  const secretOf = (slug: string) => SEED_PARTNERS.find((p) => p.gameSlug === slug)!.secret;

  app.get(GAME_PAGE_PATH, async (request, reply) => {
    const raw = (request.query as { uid?: unknown }).uid;
    const uid = typeof raw === 'string' && UID.test(raw) ? raw : SEED_UIDS.demo;
    return send(reply, page(uid, await conditionsFor(db, clock, uid)));
  });

  // Forms post url-encoded bodies; only these two routes read them.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    const read = async (request: FastifyRequest) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const uid = typeof body.uid === 'string' && UID.test(body.uid) ? body.uid : null;
      const id =
        typeof body.conditionId === 'string' && ID.test(body.conditionId)
          ? Number(body.conditionId)
          : null;
      if (!uid || !id || !isSameOrigin(request)) return null;
      const row = (await conditionsFor(db, clock, uid))?.find((r) => r.condition_id === id);
      return row ? { uid, row } : null;
    };

    const call = async (path: string, row: Row, payload: object) => {
      const response = await app.inject({
        method: 'POST',
        url: path,
        payload,
        headers: { authorization: `${GAME_SECRET_SCHEME} ${row.game_id}:${secretOf(row.slug)}` },
      });
      return response.json<{ status: number; message: string; data: unknown }>();
    };

    scope.post(`${GAME_PAGE_PATH}/play`, async (request, reply) => {
      const found = await read(request);
      if (!found) return send(reply, page(SEED_UIDS.demo, null, 'Unknown member or quest.'), 400);
      const { uid, row } = found;
      const body = await call(ENDPOINTS.gameReportProgress.path, row, {
        uid,
        conditionId: row.condition_id,
        progress: row.progress + 1,
      });
      if (body.status !== 0)
        return send(reply, page(uid, await conditionsFor(db, clock, uid), body.message), 400);
      return reply.redirect(`${GAME_PAGE_PATH}?uid=${uid}`, 303);
    });

    scope.post(`${GAME_PAGE_PATH}/finish`, async (request, reply) => {
      const found = await read(request);
      if (!found) return send(reply, page(SEED_UIDS.demo, null, 'Unknown member or quest.'), 400);
      const { uid, row } = found;
      const body = await call(ENDPOINTS.gameIssueAssessment.path, row, {
        uid,
        conditionId: row.condition_id,
      });
      const data = body.data as { missionAssessId: string; code: string; questId: number } | null;
      if (body.status !== 0 || !data)
        return send(reply, page(uid, await conditionsFor(db, clock, uid), body.message), 400);
      const back = new URLSearchParams({
        state: `Login_x_${data.questId}_${data.missionAssessId}`,
        code: data.code,
      });
      return reply.redirect(`/?${back.toString()}`, 303);
    });
  });
}
