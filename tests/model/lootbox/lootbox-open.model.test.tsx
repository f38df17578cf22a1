// The lootboxOpen machine, walked on the real /lootbox screen against the real API: a visitor asked
// to sign in, a member whose balance cannot pay told before anything is sent, the confirmation with
// its chest name (too long, a sensitive word, fine), the open, the reveal (waited for or skipped)
// and the receipt, every way an open fails (offline, HTTP 500, an unreadable answer, refusals, the
// session ending mid-open), the retry that is never charged twice, and the return from sign-in.
// One live API for the file; every path has its own member, made with the points of its case, so
// what the platform charged can be checked against what the path did.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import { createSession } from '../../../server/domain/shared/sessions';
import { makeMember } from '../../../server/test-support/quest-helpers';
import { boxIdOf, grantPoints } from '../../../server/test-support/lootbox-helpers';
import { lootboxOpenMachine } from '../../../src/features/lootbox/machines/lootbox-open.machine';
import { endSession, storeLogin, type Login } from '../quests/claim-api';
import {
  CASE_POINTS,
  OPEN_BOX,
  OPEN_COST,
  ctxOf,
  lootboxOpenFixture,
  type OpenErrorReason,
} from '../fixtures/lootbox-open.fixtures';
import { CoverageRecorder } from '../support/coverage';
import { type Executors, type ModelEvent, type StateAssertions } from '../support/harness';
import { type LiveApi } from '../support/live-api';
import { fixturePaths } from '../support/model-fixture';
import { renderApp, type RenderedApp } from '../support/render-app';
import { walkModel } from '../support/walk';

const OPEN = '/api/Mission/OpenLootbox';
const REVEAL_MS = 1600;
const paths = fixturePaths(lootboxOpenFixture);
const recorder = new CoverageRecorder();

type Member = { id: number; login: Login };
type Ctx = {
  app: RenderedApp;
  api: LiveApi;
  member: Member | null;
  boxId: number;
  /** Opens the platform answered on this path: what it may have charged. */
  opened: number;
};

let api: LiveApi;

async function memberWith(points: number): Promise<Member> {
  const db = api.testApp.testDb.db;
  const made = await makeMember(db);
  await grantPoints(db, made.id, points);
  const { accessToken, token } = await createSession(db, made.id);
  return { id: made.id, login: { access_token: accessToken, uid: made.uid, token } };
}

async function arrive(inputCase: string): Promise<Ctx> {
  localStorage.clear();
  const boxId = await boxIdOf(api.testApp.testDb.db, OPEN_BOX);
  const points = CASE_POINTS[inputCase as keyof typeof CASE_POINTS];
  const member = points === undefined ? null : await memberWith(points);
  if (member) storeLogin(member.login);
  const url = inputCase === 'returning' ? `/lootbox?box=${boxId}&open=1` : '/lootbox';
  const app = await renderApp(url, api.gate.url, recorder);
  await screen.findAllByRole('button', {
    name: app.t('lootbox.open.button', { points: OPEN_COST }),
  });
  return { app, api, member, boxId, opened: 0 };
}

const t = (ctx: Ctx, key: Parameters<RenderedApp['t']>[0], vars?: Record<string, unknown>) =>
  ctx.app.t(key, vars);

const dialog = () => within(screen.getByRole('dialog'));

async function opensOf(ctx: Ctx): Promise<{ id: number; ledger_entry_id: number }[]> {
  if (!ctx.member) return [];
  return api.testApp.testDb.db.query(
    'SELECT id, ledger_entry_id FROM lootbox_opens WHERE member_id = $1 ORDER BY id',
    [ctx.member.id],
  );
}

async function pointsOf(ctx: Ctx): Promise<number> {
  const [row] = await api.testApp.testDb.db.query<{ amount: string }>(
    `SELECT amount::text AS amount FROM balances WHERE member_id = $1 AND asset = 'POINT'`,
    [ctx.member!.id],
  );
  return Number(row?.amount ?? 0);
}

async function releaseOpen(ctx: Ctx, reason: OpenErrorReason | null): Promise<void> {
  const { gate } = ctx.api;
  await gate.arrived(OPEN);
  switch (reason) {
    case null:
      return gate.release(OPEN, 'pass');
    case 'offline': {
      const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
      gate.release(OPEN, 'fail');
      await waitFor(() => screen.getByText(t(ctx, 'lootbox.open.errors.offline')));
      onLine.mockRestore();
      return;
    }
    case 'serverError':
      return gate.release(OPEN, 'refuse');
    case 'schemaInvalid':
      return gate.release(OPEN, 'garble');
    case 'insufficient':
      return gate.release(OPEN, {
        envelope: { status: 6005, message: 'Insufficient Point balance' },
      });
    case 'sensitiveName':
      return gate.release(OPEN, {
        envelope: { status: 7004, message: 'Name contains sensitive words' },
      });
    case 'sessionEnded':
      if (ctx.member) await endSession(ctx.api, ctx.member.login);
      return gate.release(OPEN, 'pass');
  }
}

const executors: Executors<
  typeof lootboxOpenMachine,
  | 'xstate.done.actor.openLootbox'
  | 'xstate.error.actor.openLootbox'
  | 'xstate.after.revealDelay.lootboxOpen.revealing',
  Ctx
> = {
  'open.request': async (ctx) => {
    const card = within(screen.getByRole('region', { name: 'Starter Chest' }));
    fireEvent.click(
      card.getByRole('button', { name: t(ctx, 'lootbox.open.button', { points: OPEN_COST }) }),
    );
  },
  'open.confirm': async (ctx) => {
    ctx.api.gate.hold(OPEN);
    fireEvent.click(dialog().getByRole('button', { name: t(ctx, 'lootbox.open.confirm') }));
  },
  'open.cancel': async (ctx) => {
    const d = dialog();
    const button =
      d.queryByRole('button', { name: t(ctx, 'lootbox.open.cancel') }) ??
      d.getByRole('button', { name: t(ctx, 'common.close') });
    fireEvent.click(button);
  },
  'open.retry': async (ctx) => {
    ctx.api.gate.hold(OPEN);
    fireEvent.click(dialog().getByRole('button', { name: t(ctx, 'lootbox.open.retry') }));
  },
  'open.again': async (ctx) => {
    fireEvent.click(dialog().getByRole('button', { name: t(ctx, 'lootbox.result.again') }));
  },
  'reveal.skip': async (ctx) => {
    fireEvent.click(dialog().getByRole('button', { name: t(ctx, 'lootbox.open.skip') }));
  },
  'chestName.change': async (ctx, event: ModelEvent) => {
    fireEvent.change(dialog().getByRole('textbox', { name: t(ctx, 'lootbox.chestName.label') }), {
      target: { value: String(event.value) },
    });
  },
  'xstate.done.actor.openLootbox': async (ctx) => {
    await releaseOpen(ctx, null);
    ctx.opened += 1;
  },
  'xstate.error.actor.openLootbox': (ctx, event: ModelEvent) =>
    releaseOpen(ctx, event.reason as OpenErrorReason),
  'xstate.after.revealDelay.lootboxOpen.revealing': async (ctx) => {
    await vi.advanceTimersByTimeAsync(REVEAL_MS);
    await waitFor(() => dialog().getByRole('button', { name: t(ctx, 'lootbox.result.again') }));
  },
};

/** Nothing was charged beyond the opens the path completed (each shown with its receipt). */
async function expectChargedFor(ctx: Ctx, opens: number): Promise<void> {
  if (!ctx.member) return;
  expect(await opensOf(ctx)).toHaveLength(opens);
  expect(await pointsOf(ctx)).toBe(CASE_POINTS.member - opens * Number(OPEN_COST));
}

const states: StateAssertions<Ctx> = {
  idle: async (ctx) => {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    screen.getByRole('table', { name: t(ctx, 'lootbox.odds.caption', { box: 'Starter Chest' }) });
  },
  signInToOpen: async (ctx) => {
    const d = dialog();
    d.getByText(t(ctx, 'lootbox.open.signInPrompt'));
    const link = d.getByRole('link', { name: t(ctx, 'lootbox.open.signIn') });
    expect(link.getAttribute('href')).toBe(
      `/login?returnTo=${encodeURIComponent(`/lootbox?box=${ctx.boxId}&open=1`)}`,
    );
  },
  notEnough: async (ctx) => {
    expect(dialog().getByRole('alert').textContent).toBe(
      t(ctx, 'lootbox.open.notEnough', { cost: OPEN_COST, balance: String(CASE_POINTS.poor) }),
    );
    expect(await opensOf(ctx)).toHaveLength(0);
  },
  confirming: async (ctx, snapshot) => {
    const d = await waitFor(() => dialog());
    d.getByRole('heading', { name: t(ctx, 'lootbox.open.confirmTitle', { box: 'Starter Chest' }) });
    expect(d.getByRole('button', { name: t(ctx, 'lootbox.open.confirm') })).toHaveProperty(
      'disabled',
      false,
    );
    const { nameError } = ctxOf(snapshot);
    if (nameError?.key) expect(d.getByRole('alert').textContent).toBe(t(ctx, nameError.key));
    else expect(d.queryByRole('alert')).toBeNull();
    // Back from sign-in, the intent has left the address.
    expect(window.location.search).toBe('');
  },
  opening: async (ctx) => {
    await ctx.api.gate.arrived(OPEN);
    const button = await dialog().findByRole('button', { name: t(ctx, 'lootbox.open.opening') });
    expect(button).toHaveProperty('disabled', true);
  },
  revealing: async (ctx) => {
    await waitFor(() => dialog().getByRole('button', { name: t(ctx, 'lootbox.open.skip') }));
  },
  opened: async (ctx) => {
    const receipt = await screen.findByRole('region', { name: t(ctx, 'lootbox.receipt.heading') });
    const opens = await opensOf(ctx);
    const last = opens.at(-1)!;
    // The receipt on screen is the platform's record of this open, and its ledger entry.
    within(receipt).getByText(String(last.id));
    within(receipt).getByText(String(last.ledger_entry_id));
    await expectChargedFor(ctx, ctx.opened);
  },
  failed: async (ctx, snapshot) => {
    const { error } = ctxOf(snapshot);
    const alert = await waitFor(() => dialog().getByRole('alert'));
    expect(alert.textContent).toBe(error?.key ? t(ctx, error.key) : error?.text);
    dialog().getByRole('button', { name: t(ctx, 'lootbox.open.retry') });
    await expectChargedFor(ctx, ctx.opened);
  },
  sessionEnded: async (ctx) => {
    await waitFor(() =>
      expect(dialog().getByRole('alert').textContent).toBe(t(ctx, 'lootbox.open.sessionEnded')),
    );
    const link = dialog().getByRole('link', { name: t(ctx, 'lootbox.open.signInAgain') });
    expect(link.getAttribute('href')).toBe(
      `/login?returnTo=${encodeURIComponent(`/lootbox?box=${ctx.boxId}&open=1`)}`,
    );
    await waitFor(() => expect(localStorage.getItem('loginInfo')).toBeNull());
    await expectChargedFor(ctx, ctx.opened);
  },
};

describe('lootboxOpen machine, walked on the /lootbox screen', () => {
  walkModel<Ctx>({
    machine: lootboxOpenMachine,
    recorder,
    paths,
    api: 'shared',
    started: (started) => {
      api = started;
    },
    arrive: (_api, path) => arrive(path.inputCase),
    executors,
    states,
    timeout: 60_000,
  });
  // The reveal's delay on a clock a path can move on (and that moves on with real time).
  beforeEach(() => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    localStorage.clear();
  });
});
