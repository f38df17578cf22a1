// The invite claim machine, walked on the real /profile/invited screen against the real API: the
// list with each invitee's reward state, the claim and its receipt, the next claim, every way a
// claim fails (offline, HTTP 500, an unreadable answer, the platform's refusals caused for real,
// the session ending mid-claim), the retry that never pays twice, and the return from sign-in
// that finishes the claim. Each path gets its own freshly seeded API: a claim changes the ledger.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../../server/db/seed-data';
import { credit } from '../../../server/domain/shared/ledger';
import { inviteClaimMachine } from '../../../src/features/profile/machines/invite-claim.machine';
import { endSession, loginDemo, storeLogin, type Login } from '../quests/claim-api';
import {
  INVITEES,
  SECOND_INVITEE,
  ctxOf,
  inviteClaimFixture,
  type InviteClaimErrorReason,
} from '../fixtures/invite-claim.fixtures';
import { failOffline } from '../support/claim-gates';
import { CoverageRecorder } from '../support/coverage';
import { type Executors, type ModelEvent, type StateAssertions } from '../support/harness';
import { startLiveApi, type LiveApi } from '../support/live-api';
import { fixturePaths } from '../support/model-fixture';
import { appsStopped, renderApp, stopApp, type RenderedApp } from '../support/render-app';
import { walkModel } from '../support/walk';

const CLAIM = '/api/Member/ClaimInviteReward';
const paths = fixturePaths(inviteClaimFixture);
const recorder = new CoverageRecorder();

type Ctx = {
  app: RenderedApp;
  api: LiveApi;
  login: Login;
  /** Real ids by the model's placeholder ids. */
  ids: Record<number, number>;
  names: Record<number, string>;
  /** The real id of the invitee whose claim is under way or last made. */
  current: number;
};

async function idOf(api: LiveApi, email: string): Promise<number> {
  const [row] = await api.testApp.testDb.db.query<{ id: number }>(
    'SELECT id FROM members WHERE email = $1',
    [email],
  );
  return row!.id;
}

/** A second qualified invitee of the demo member: verified, one quest claimed. */
async function addQualifiedInvitee(api: LiveApi, inviterId: number): Promise<number> {
  const db = api.testApp.testDb.db;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO members (uid, email, password_hash, nickname, invite_code, invited_by, status,
                          created_at)
     VALUES (nextval('member_uid_seq')::text, 'ray@invite.test', 'scrypt$unused', $1, 'GHRAY001',
             $2, 'Actived', now() - interval '1 day')
     RETURNING id`,
    [SECOND_INVITEE, inviterId],
  );
  await db.transaction((tx) =>
    credit(tx, {
      memberId: row!.id,
      asset: 'POINT',
      amount: 5n,
      kind: 'questClaim',
      source: 'quest:0:model',
      at: new Date(),
    }),
  );
  return row!.id;
}

async function arrive(api: LiveApi, inputCase: string): Promise<Ctx> {
  localStorage.clear();
  const kai = await idOf(api, 'kai@gamerhub.test');
  const second = await addQualifiedInvitee(api, await idOf(api, DEMO_MEMBER.email));
  const login = await loginDemo(api);
  storeLogin(login);
  const returning = inputCase === 'returning';
  // Back from sign-in to claim: the claim goes at once; hold it to be seen.
  if (returning) api.gate.hold(CLAIM);
  const url = `/profile/invited${returning ? `?claim=${kai}` : ''}`;
  const app = await renderApp(url, api.gate.url, recorder);
  return {
    app,
    api,
    login,
    ids: { [INVITEES.kai]: kai, [INVITEES.second]: second },
    names: { [INVITEES.kai]: 'KaiRunner', [INVITEES.second]: SECOND_INVITEE },
    current: kai,
  };
}

const t = (ctx: Ctx, key: Parameters<RenderedApp['t']>[0], vars?: Record<string, unknown>) =>
  ctx.app.t(key, vars);

/** The list item of the invitee named `name`. */
async function rowOf(name: string) {
  const heading = await screen.findByRole('heading', { name });
  return within(heading.closest('li')!);
}

/** The nickname of the invitee with this real id. */
const nameOf = (ctx: Ctx, realId: number) => {
  const placeholder = Object.keys(ctx.ids).find((key) => ctx.ids[Number(key)] === realId);
  return ctx.names[Number(placeholder)] ?? '';
};

/** The inviteReward entries the demo member holds for an invitee: what the platform paid. */
async function paidFor(ctx: Ctx, inviteeId: number): Promise<{ id: number }[]> {
  return ctx.api.testApp.testDb.db.query<{ id: number }>(
    `SELECT e.id FROM ledger_entries e JOIN members m ON m.id = e.member_id
      WHERE m.email = $1 AND e.kind = 'inviteReward' AND e.source = $2`,
    [DEMO_MEMBER.email, `invitee:${inviteeId}`],
  );
}

/** Causes a refusal for real: the invitee changes on the platform while the claim is held. */
async function setInviteeStatus(ctx: Ctx, status: 'Close' | 'WaitActive'): Promise<void> {
  await ctx.api.testApp.testDb.db.query('UPDATE members SET status = $2 WHERE id = $1', [
    ctx.current,
    status,
  ]);
}

async function releaseClaim(ctx: Ctx, reason: InviteClaimErrorReason | null): Promise<void> {
  const gate = ctx.api.gate;
  await gate.arrived(CLAIM);
  switch (reason) {
    case null:
      return gate.release(CLAIM, 'pass');
    case 'offline':
      return failOffline(gate, CLAIM, t(ctx, 'inviteReward.errors.offline'));
    case 'serverError':
      return gate.release(CLAIM, 'refuse');
    case 'schemaInvalid':
      return gate.release(CLAIM, 'garble');
    case 'sessionEnded':
      // Signed out elsewhere while the claim was on its way: the platform refuses its token.
      await endSession(ctx.api, ctx.login);
      return gate.release(CLAIM, 'pass');
    case 'ineligible':
      await setInviteeStatus(ctx, 'Close');
      return gate.release(CLAIM, 'pass');
    case 'notReady':
      await setInviteeStatus(ctx, 'WaitActive');
      return gate.release(CLAIM, 'pass');
  }
}

const executors: Executors<
  typeof inviteClaimMachine,
  'xstate.done.actor.claimInviteReward' | 'xstate.error.actor.claimInviteReward',
  Ctx
> = {
  'xstate.done.actor.claimInviteReward': (ctx) => releaseClaim(ctx, null),
  'xstate.error.actor.claimInviteReward': (ctx, event: ModelEvent) =>
    releaseClaim(ctx, event.reason as InviteClaimErrorReason),
  'claim.submit': async (ctx, event: ModelEvent) => {
    const placeholder = event.inviteeId as number;
    ctx.current = ctx.ids[placeholder]!;
    ctx.api.gate.hold(CLAIM);
    const row = await rowOf(ctx.names[placeholder]!);
    const name = t(ctx, 'inviteReward.claimFor', { points: '100', name: ctx.names[placeholder] });
    fireEvent.click(await row.findByRole('button', { name }));
  },
  'claim.retry': async (ctx) => {
    ctx.api.gate.hold(CLAIM);
    const row = await rowOf(nameOf(ctx, ctx.current));
    fireEvent.click(row.getByRole('button', { name: t(ctx, 'inviteReward.retry') }));
  },
  'claim.dismiss': async (ctx) => {
    const row = await rowOf(nameOf(ctx, ctx.current));
    fireEvent.click(row.getByRole('button', { name: t(ctx, 'inviteReward.dismiss') }));
  },
};

async function expectNothingCredited(ctx: Ctx): Promise<void> {
  expect(await paidFor(ctx, ctx.current)).toEqual([]);
}

const states: StateAssertions<Ctx> = {
  idle: async (ctx) => {
    // The list with every state: LunaByte claimed (seed), NewComer pending.
    const luna = await rowOf('LunaByte');
    luna.getByText(t(ctx, 'inviteReward.states.claimed'));
    (await rowOf('NewComer')).getByText(t(ctx, 'inviteReward.states.pending'));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    // Each row shows what the platform says now (after a refusal, the list was read again).
    const kai = await rowOf('KaiRunner');
    const [listed] = await ctx.api.testApp.testDb.db.query<{ status: string }>(
      'SELECT status FROM members WHERE id = $1',
      [ctx.ids[INVITEES.kai]],
    );
    const expected =
      listed!.status === 'Close'
        ? 'ineligible'
        : listed!.status === 'Actived'
          ? 'claimable'
          : 'pending';
    await waitFor(() => kai.getByText(t(ctx, `inviteReward.states.${expected}`)));
    expect(screen.queryByRole('button', { name: t(ctx, 'inviteReward.claiming') })).toBeNull();
  },
  claiming: async (ctx) => {
    await ctx.api.gate.arrived(CLAIM);
    const row = await rowOf(nameOf(ctx, ctx.current));
    const button = await row.findByRole('button', { name: t(ctx, 'inviteReward.claiming') });
    expect(button).toHaveProperty('disabled', true);
  },
  claimed: async (ctx) => {
    const row = await rowOf(nameOf(ctx, ctx.current));
    const status = await row.findByRole('status');
    // The platform's one entry for this invitee: the one on screen.
    const paid = await paidFor(ctx, ctx.current);
    expect(paid).toHaveLength(1);
    const [entry] = await ctx.api.testApp.testDb.db.query<{ balance_after: string }>(
      'SELECT balance_after::text FROM ledger_entries WHERE id = $1',
      [paid[0]!.id],
    );
    expect(status.textContent).toBe(
      t(ctx, 'inviteReward.receipt', {
        points: '100',
        balance: Number(entry!.balance_after).toLocaleString('en-US'),
        id: paid[0]!.id,
      }),
    );
    row.getByText(t(ctx, 'inviteReward.states.claimed'));
    // The intent of a return from sign-in is gone from the address.
    expect(window.location.search).toBe('');
  },
  failed: async (ctx, snapshot) => {
    const { error } = ctxOf(snapshot);
    const row = await rowOf(nameOf(ctx, ctx.current));
    const alert = await waitFor(() => row.getByRole('alert'));
    expect(alert.textContent).toBe(error?.key ? t(ctx, error.key) : error?.text);
    row.getByRole('button', { name: t(ctx, 'inviteReward.dismiss') });
    expect(row.queryByRole('button', { name: t(ctx, 'inviteReward.retry') }) !== null).toBe(
      error?.retryable === true,
    );
    await expectNothingCredited(ctx);
  },
  signInRequired: async (ctx) => {
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(t(ctx, 'inviteReward.sessionEnded'));
    const link = screen.getByRole('link', { name: t(ctx, 'inviteReward.signInAgain') });
    expect(link.getAttribute('href')).toBe(
      `/login?returnTo=${encodeURIComponent(`/profile/invited?claim=${ctx.current}`)}`,
    );
    await waitFor(() => expect(localStorage.getItem('loginInfo')).toBeNull());
    await expectNothingCredited(ctx);
  },
};

describe('invite claim machine, walked on the /profile/invited screen', () => {
  walkModel<Ctx>({
    machine: inviteClaimMachine,
    recorder,
    paths,
    api: 'fresh',
    arrive: (api, path) => arrive(api, path.inputCase),
    executors,
    states,
    timeout: 60_000,
  });
  // Not a model path: the member leaves to sign in and comes back to a fresh page, which claims.
  it('the session ends mid-claim: sign in again, back on /profile/invited, the claim is paid once', async () => {
    const api = await startLiveApi();
    let app: RenderedApp | null = null;
    try {
      localStorage.clear();
      const kai = await idOf(api, 'kai@gamerhub.test');
      const login = await loginDemo(api);
      storeLogin(login);
      app = await renderApp('/profile/invited', api.gate.url);
      const row = await rowOf('KaiRunner');
      await endSession(api, login);
      fireEvent.click(
        await row.findByRole('button', {
          name: app.t('inviteReward.claimFor', { points: '100', name: 'KaiRunner' }),
        }),
      );
      fireEvent.click(await screen.findByRole('link', { name: app.t('inviteReward.signInAgain') }));
      const email = await screen.findByRole('textbox', { name: app.t('signIn.email') });
      fireEvent.change(email, { target: { value: DEMO_MEMBER.email } });
      fireEvent.change(screen.getByLabelText(app.t('signIn.password')), {
        target: { value: DEMO_MEMBER.password },
      });
      fireEvent.click(screen.getByRole('button', { name: app.t('signIn.submit') }));
      const back = await rowOf('KaiRunner');
      await back.findByRole('status');
      await waitFor(() =>
        expect(window.location.pathname + window.location.search).toBe('/profile/invited'),
      );
      const paid = await api.testApp.testDb.db.query(
        `SELECT id FROM ledger_entries WHERE kind = 'inviteReward' AND source = $1`,
        [`invitee:${kai}`],
      );
      expect(paid).toHaveLength(1);
    } finally {
      stopApp(app);
      await appsStopped();
      await api.close();
    }
  }, 60_000);
});
