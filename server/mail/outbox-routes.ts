import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../src/app/endpoints.ts';
import {
  OutboxRequestSchema,
  type OutboxMail,
} from '../../src/features/account/api/schemas/account.ts';
import type { Db } from '../db/db.ts';
import { toIso } from '../db/values.ts';
import { publicRoute } from '../http/route.ts';
import { escapeHtml } from './templates.ts';

export const OUTBOX_PAGE_PATH = '/outbox';
export const OUTBOX_LIST_LIMIT = 50;

type OutboxRow = { to_email: string; subject: string; text_body: string; created_at: Date };

export async function listOutbox(db: Db, email?: string): Promise<OutboxMail[]> {
  const rows = await db.query<OutboxRow>(
    `SELECT to_email, subject, text_body, created_at FROM outbox
      WHERE $1::text IS NULL OR to_email = $1
      ORDER BY id DESC LIMIT $2`,
    [email ?? null, OUTBOX_LIST_LIMIT],
  );
  return rows.map((r) => ({
    to: r.to_email,
    subject: r.subject,
    text: r.text_body,
    createdAt: toIso(r.created_at),
  }));
}

/**
 * The local demo's mailbox: only registered when no SMTP server is configured. It shows codes to
 * anyone who can reach the server, so a server without SMTP_URL must never be public.
 */
export function registerOutboxRoutes(app: FastifyInstance, db: Db): void {
  publicRoute(app, db, ENDPOINTS.devOutbox, OutboxRequestSchema, async ({ input }) => ({
    data: await listOutbox(db, input.email?.toLowerCase()),
  }));

  app.get(OUTBOX_PAGE_PATH, async (_request, reply) => {
    const mails = await listOutbox(db);
    reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Referrer-Policy', 'no-referrer')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('X-Robots-Tag', 'noindex');
    return renderOutbox(mails);
  });
}

export function renderOutbox(mails: OutboxMail[]): string {
  const items = mails.length
    ? mails
        .map(
          (m) => `<article>
<header><b>${escapeHtml(m.subject)}</b><br>To: ${escapeHtml(m.to)} · <time datetime="${escapeHtml(m.createdAt)}">${escapeHtml(m.createdAt)}</time></header>
<pre>${escapeHtml(m.text)}</pre>
</article>`,
        )
        .join('\n')
    : '<p>No mail yet. Ask for a verification code and reload.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>GamerHub outbox</title>
<style>
body{font-family:system-ui,sans-serif;margin:16px;max-width:720px}
article{border:1px solid #ccc;border-radius:8px;padding:8px 12px;margin:8px 0}
pre{white-space:pre-wrap;font-size:14px}
</style>
</head>
<body>
<h1>Outbox</h1>
<p>Mails the local server would have sent (newest ${OUTBOX_LIST_LIMIT}). No SMTP server is configured.</p>
${items}
</body>
</html>
`;
}
