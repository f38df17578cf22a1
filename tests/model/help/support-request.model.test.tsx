// The support-request machine, walked on the real /menu/support screen against the real API: the
// form checked before it is sent, the request recorded, numbered and mailed, every way a send fails
// (offline, HTTP 500, an unreadable answer, the hourly limit, the session ending mid-send) with what
// was typed kept, Try again with the same draft, and a draft brought back after signing in again.
// One live API for the file; every path has its own member.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, vi } from 'vitest';
import { createSession } from '../../../server/domain/shared/sessions';
import { makeMember } from '../../../server/test-support/quest-helpers';
import { supportRequestMachine } from '../../../src/features/help/machines/support-request.machine';
import type { SupportField } from '../../../src/features/help/machines/support-request.validation';
import type { TextKey } from '../../../src/i18n/text-key';
import { endSession, storeLogin, type Login } from '../quests/claim-api';
import {
  KEPT,
  ctxOf,
  supportRequestFixture,
  type SendErrorReason,
} from '../fixtures/support-request.fixtures';
import { CoverageRecorder } from '../support/coverage';
import { type Executors, type StateAssertions } from '../support/harness';
import { type LiveApi } from '../support/live-api';
import { fixturePaths } from '../support/model-fixture';
import { renderApp, type RenderedApp } from '../support/render-app';
import { walkModel } from '../support/walk';

const SEND = '/api/Support/Request';
const paths = fixturePaths(supportRequestFixture);
const recorder = new CoverageRecorder();

type Ctx = { app: RenderedApp; memberId: number; email: string; login: Login };
let api: LiveApi;

const FIELD_IDS: Record<SupportField, string> = {
  topic: 'support-topic',
  subject: 'support-subject',
  message: 'support-message',
  email: 'support-email',
};
const PROBLEM_KEYS: Record<SupportField, TextKey> = {
  topic: 'support.problems.topic',
  subject: 'support.problems.required',
  message: 'support.problems.required',
  email: 'support.problems.emailRequired',
};
const field = (name: SupportField) =>
  document.getElementById(FIELD_IDS[name]) as HTMLInputElement | HTMLSelectElement;
const t = (ctx: Ctx, key: TextKey, vars?: Record<string, unknown>) => ctx.app.t(key, vars);

async function arrive(inputCase: string): Promise<Ctx> {
  localStorage.clear();
  sessionStorage.clear();
  const db = api.testApp.testDb.db;
  const made = await makeMember(db);
  const [row] = await db.query<{ email: string }>('SELECT email FROM members WHERE id = $1', [
    made.id,
  ]);
  const { accessToken, token } = await createSession(db, made.id);
  const login = { access_token: accessToken, uid: made.uid, token };
  storeLogin(login);
  if (inputCase === 'backFromSignIn') {
    // Kept for this member on their way back through sign-in (session-draft.ts).
    sessionStorage.setItem('gamerhub.draftOwner', made.uid);
    sessionStorage.setItem(`gamerhub.draft.${made.uid}.support`, JSON.stringify(KEPT));
  }
  const app = await renderApp('/menu/support', api.gate.url, recorder);
  await screen.findByRole('button', { name: app.t('support.send') });
  return { app, memberId: made.id, email: row!.email, login };
}

async function recorded(ctx: Ctx) {
  return api.testApp.testDb.db.query<{ number: string; subject: string }>(
    'SELECT number, subject FROM support_requests WHERE member_id = $1 ORDER BY id',
    [ctx.memberId],
  );
}

async function releaseSend(ctx: Ctx, reason: SendErrorReason | null): Promise<void> {
  const { gate } = api;
  await gate.arrived(SEND);
  switch (reason) {
    case null:
      return gate.release(SEND, 'pass');
    case 'offline': {
      const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
      gate.release(SEND, 'fail');
      await waitFor(() => screen.getByText(t(ctx, 'support.errors.offline')));
      onLine.mockRestore();
      return;
    }
    case 'serverError':
      return gate.release(SEND, 'refuse');
    case 'schemaInvalid':
      return gate.release(SEND, 'garble');
    case 'sessionEnded':
      await endSession(api, ctx.login);
      return gate.release(SEND, 'pass');
    case 'tooMany':
      return gate.release(SEND, {
        envelope: {
          status: 1009,
          message: 'Too many requests, please try again later',
          data: { retryAfterSeconds: 600 },
        },
      });
  }
}

const executors: Executors<
  typeof supportRequestMachine,
  'xstate.done.actor.sendRequest' | 'xstate.error.actor.sendRequest',
  Ctx
> = {
  'field.change': async (_ctx, event) => {
    fireEvent.change(field(event.field as SupportField), { target: { value: event.value } });
  },
  // Held, so the "sending" screen can be seen (a form with problems sends nothing: reset clears it).
  'request.send': async (ctx) => {
    api.gate.hold(SEND);
    fireEvent.click(screen.getByRole('button', { name: t(ctx, 'support.send') }));
  },
  'request.retry': async (ctx) => {
    api.gate.hold(SEND);
    fireEvent.click(screen.getByRole('button', { name: t(ctx, 'support.retry') }));
  },
  'request.new': async (ctx) => {
    fireEvent.click(screen.getByRole('button', { name: t(ctx, 'support.sent.another') }));
  },
  'xstate.done.actor.sendRequest': (ctx) => releaseSend(ctx, null),
  'xstate.error.actor.sendRequest': (ctx, event) =>
    releaseSend(ctx, event.reason as SendErrorReason),
};

const states: StateAssertions<Ctx> = {
  editing: async (ctx, snapshot) => {
    const c = ctxOf(snapshot);
    await screen.findByRole('button', { name: t(ctx, 'support.send') });
    for (const name of ['topic', 'subject', 'message'] as const) {
      // Nothing the member typed is lost, whatever happened.
      expect(field(name).value).toBe(c.draft[name]);
      if (c.problems[name]) {
        expect(field(name).getAttribute('aria-invalid')).toBe('true');
        expect(document.getElementById(`${FIELD_IDS[name]}-error`)?.textContent).toBe(
          t(ctx, PROBLEM_KEYS[name]),
        );
      } else expect(field(name).getAttribute('aria-invalid')).toBe('false');
    }
    expect(screen.queryByRole('alert')).toBeNull();
  },
  sending: async (ctx) => {
    await api.gate.arrived(SEND);
    const button = await screen.findByRole('button', { name: t(ctx, 'support.sending') });
    expect(button.getAttribute('aria-disabled')).toBe('true');
  },
  sent: async (ctx) => {
    await screen.findByText(t(ctx, 'support.sent.title'));
    const rows = await recorded(ctx);
    const newest = rows[rows.length - 1]!;
    screen.getByText(t(ctx, 'support.sent.number', { number: newest.number }));
    screen.getByText(t(ctx, 'support.sent.mailed', { email: ctx.email }));
    const [mail] = await api.testApp.testDb.db.query<{ subject: string }>(
      'SELECT subject FROM outbox WHERE to_email = $1 ORDER BY id DESC LIMIT 1',
      [ctx.email],
    );
    expect(mail?.subject).toContain(newest.number);
  },
  failed: async (ctx, snapshot) => {
    const c = ctxOf(snapshot);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t(ctx, 'support.failed'));
    if (c.error?.key)
      expect(alert.textContent).toContain(t(ctx, c.error.key as TextKey, { ...c.error.values }));
    screen.getByRole('button', { name: t(ctx, 'support.retry') });
    for (const name of ['topic', 'subject', 'message'] as const)
      expect(field(name).value).toBe(c.draft[name]);
    // Only a send that reached the platform records: none of these did.
    expect((await recorded(ctx)).map((r) => r.subject)).not.toContain(c.draft.subject.trim());
  },
  signInRequired: async (ctx, snapshot) => {
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t(ctx, 'support.session.ended'));
    const link = within(alert).getByRole('link', { name: t(ctx, 'support.session.signIn') });
    expect(link.getAttribute('href')).toBe(
      `/login?returnTo=${encodeURIComponent('/menu/support')}`,
    );
    const key = `gamerhub.draft.${ctx.login.uid}.support`;
    const kept = JSON.parse(sessionStorage.getItem(key) ?? 'null') as {
      draft: { message: string };
    } | null;
    expect(kept?.draft.message).toBe(ctxOf(snapshot).draft.message);
    expect(await recorded(ctx)).toHaveLength(0);
  },
};

describe('support-request machine, walked on the /menu/support screen', () => {
  walkModel<Ctx>({
    machine: supportRequestMachine,
    recorder,
    paths,
    api: 'shared',
    started: (started) => {
      api = started;
    },
    arrive: (_api, path) => arrive(path.inputCase),
    executors,
    states,
  });
  // Every path sends from the same address: the hourly per-address limit is the server tests' business.
  beforeEach(async () => {
    await api.testApp.testDb.db.query('DELETE FROM support_requests');
  });
});
