// The convert machine, walked on the real /profile/wallet/convert screen against the real API: the
// amount checked before asking, the quote as the platform priced it and its countdown running out,
// the confirmation, the convert and its receipt, every way a quote or a convert fails (offline,
// HTTP 500, an unreadable answer, the platform's refusals, the session ending mid-flow), the retry
// that resends the same quote (never converted twice) and the sign-in that keeps the amount.
// One live API for the file; every path has its own member, so what the platform converted can be
// checked against what the path did.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession } from '../../../server/domain/shared/sessions';
import { makeMember } from '../../../server/test-support/quest-helpers';
import { giveAsset } from '../../../server/test-support/convert-helpers';
import { convertMachine } from '../../../src/features/wallet/machines/convert.machine';
import { formatAmount } from '../../../src/money/amount';
import { endSession, storeLogin, type Login } from '../quests/claim-api';
import {
  TYPED,
  ctxOf,
  convertFixture,
  type ConvertErrorReason,
  type QuoteErrorReason,
} from '../fixtures/convert.fixtures';
import { CoverageRecorder } from '../support/coverage';
import { type Executors, type ModelEvent, type StateAssertions } from '../support/harness';
import { type LiveApi } from '../support/live-api';
import { fixturePaths } from '../support/model-fixture';
import { renderApp, stopApp, type RenderedApp } from '../support/render-app';
import { walkModel } from '../support/walk';

const QUOTE = '/api/Wallet/ConvertQuote';
const CONVERT = '/api/Wallet/Convert';
const paths = fixturePaths(convertFixture);
const recorder = new CoverageRecorder();

type Ctx = {
  app: RenderedApp;
  api: LiveApi;
  memberId: number;
  login: Login;
  /** Converts the platform went through with on this path. */
  converted: number;
};

let api: LiveApi;

async function arrive(): Promise<Ctx> {
  localStorage.clear();
  const db = api.testApp.testDb.db;
  const made = await makeMember(db);
  await giveAsset(db, made.id, 'GACT', 1_000_000_000n);
  await giveAsset(db, made.id, 'USDT', 1_000_000_000n);
  await giveAsset(db, made.id, 'POINT', 1_000n);
  const { accessToken, token } = await createSession(db, made.id);
  const login = { access_token: accessToken, uid: made.uid, token };
  storeLogin(login);
  const app = await renderApp('/profile/wallet/convert', api.gate.url, recorder);
  await screen.findByRole('button', { name: app.t('wallet.convert.getQuote') });
  return { app, api, memberId: made.id, login, converted: 0 };
}

const t = (ctx: Ctx, key: Parameters<RenderedApp['t']>[0], vars?: Record<string, unknown>) =>
  ctx.app.t(key, vars);
const dialog = () => within(screen.getByRole('dialog'));
const amountField = () => document.getElementById('convert-amount') as HTMLInputElement;

/** Clicks the first button on screen with one of these names. */
function clickOneOf(names: string[]) {
  const button = screen.queryAllByRole('button').find((b) => names.includes(b.textContent ?? ''));
  if (!button) throw new Error(`none of ${names.join(' / ')} is on screen`);
  fireEvent.click(button);
}

const decimal = (minor: string) => {
  const value = BigInt(minor);
  const fraction = (value % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
  return `${value / 1_000_000n}${fraction ? `.${fraction}` : ''}`;
};

async function ordersOf(ctx: Ctx) {
  return api.testApp.testDb.db.query<{ id: number; status: string }>(
    `SELECT id, status FROM convert_orders WHERE member_id = $1 AND status = 'Succeed' ORDER BY id`,
    [ctx.memberId],
  );
}

async function expectConverted(ctx: Ctx) {
  expect(await ordersOf(ctx)).toHaveLength(ctx.converted);
}

async function releaseQuote(ctx: Ctx, reason: QuoteErrorReason | null): Promise<void> {
  const { gate } = ctx.api;
  await gate.arrived(QUOTE);
  switch (reason) {
    case null:
      return gate.release(QUOTE, 'pass');
    case 'offline':
      return offline(ctx, QUOTE);
    case 'serverError':
      return gate.release(QUOTE, 'refuse');
    case 'schemaInvalid':
      return gate.release(QUOTE, 'garble');
    case 'sessionEnded':
      await endSession(ctx.api, ctx.login);
      return gate.release(QUOTE, 'pass');
    case 'rateUnavailable':
      return gate.release(QUOTE, { envelope: { status: 6011, message: 'Error obtaining rate' } });
    case 'dailyLimit':
      return gate.release(QUOTE, {
        envelope: { status: 6013, message: 'Exceeding the daily limit' },
      });
  }
}

async function releaseConvert(ctx: Ctx, reason: ConvertErrorReason | null): Promise<void> {
  const { gate } = ctx.api;
  await gate.arrived(CONVERT);
  const refuse = (status: number, message: string) =>
    gate.release(CONVERT, { envelope: { status, message } });
  switch (reason) {
    case null:
      ctx.converted += 1;
      return gate.release(CONVERT, 'pass');
    case 'offline':
      return offline(ctx, CONVERT);
    case 'serverError':
      return gate.release(CONVERT, 'refuse');
    case 'schemaInvalid':
      return gate.release(CONVERT, 'garble');
    case 'sessionEnded':
      await endSession(ctx.api, ctx.login);
      return gate.release(CONVERT, 'pass');
    case 'expired':
      return refuse(1007, 'Request has expired');
    case 'insufficient':
      return refuse(6002, 'Insufficient GACT balance');
    case 'limitUsed':
      return refuse(6012, 'The conversion limit has been used up');
  }
}

async function offline(ctx: Ctx, path: string) {
  const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  ctx.api.gate.release(path, 'fail');
  await waitFor(() => screen.getByText(t(ctx, 'wallet.convert.errors.offline')));
  onLine.mockRestore();
}

const executors: Executors<
  typeof convertMachine,
  | 'xstate.done.actor.requestQuote'
  | 'xstate.error.actor.requestQuote'
  | 'xstate.done.actor.convertQuote'
  | 'xstate.error.actor.convertQuote'
  | 'xstate.after.quoteLifetime.convert.offer',
  Ctx
> = {
  'pair.choose': async (ctx) => {
    fireEvent.click(
      screen.getByRole('button', {
        name: t(ctx, 'wallet.convert.pair', { from: 'USDT', to: 'GACT' }),
      }),
    );
  },
  'amount.change': async (_ctx, event: ModelEvent) => {
    fireEvent.change(amountField(), { target: { value: String(event.amount) } });
  },
  'quote.request': async (ctx) => {
    ctx.api.gate.hold(QUOTE);
    clickOneOf([
      t(ctx, 'wallet.convert.getQuote'),
      t(ctx, 'wallet.convert.expired.newQuote'),
      t(ctx, 'wallet.convert.failed.newQuote'),
    ]);
  },
  'quote.cancel': async (ctx) => {
    clickOneOf([t(ctx, 'wallet.convert.quote.change'), t(ctx, 'wallet.convert.failed.back')]);
  },
  'convert.choose': async (ctx) => {
    fireEvent.click(screen.getByRole('button', { name: t(ctx, 'wallet.convert.quote.convert') }));
  },
  'convert.confirm': async (ctx) => {
    ctx.api.gate.hold(CONVERT);
    fireEvent.click(dialog().getByRole('button', { name: t(ctx, 'wallet.convert.confirm.yes') }));
  },
  'convert.back': async (ctx) => {
    fireEvent.click(dialog().getByRole('button', { name: t(ctx, 'wallet.convert.confirm.no') }));
  },
  'convert.retry': async (ctx) => {
    ctx.api.gate.hold(CONVERT);
    fireEvent.click(screen.getByRole('button', { name: t(ctx, 'wallet.convert.failed.retry') }));
  },
  'convert.again': async (ctx) => {
    fireEvent.click(screen.getByRole('button', { name: t(ctx, 'wallet.convert.done.again') }));
  },
  'xstate.done.actor.requestQuote': (ctx) => releaseQuote(ctx, null),
  'xstate.error.actor.requestQuote': (ctx, event: ModelEvent) =>
    releaseQuote(ctx, event.reason as QuoteErrorReason),
  'xstate.done.actor.convertQuote': (ctx) => releaseConvert(ctx, null),
  'xstate.error.actor.convertQuote': (ctx, event: ModelEvent) =>
    releaseConvert(ctx, event.reason as ConvertErrorReason),
  'xstate.after.quoteLifetime.convert.offer': async () => {
    await vi.advanceTimersByTimeAsync(30_000);
  },
};

const states: StateAssertions<Ctx> = {
  editing: async (ctx, snapshot) => {
    const button = await screen.findByRole('button', { name: t(ctx, 'wallet.convert.getQuote') });
    expect(button).toHaveProperty('disabled', false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const { amountProblem, error, amount } = ctxOf(snapshot);
    expect(amountField().value).toBe(amount);
    if (amountProblem) screen.getByText(t(ctx, 'wallet.amount.invalid'));
    if (error) {
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(error.key ? t(ctx, error.key) : error.text);
    }
    await expectConverted(ctx);
  },
  quoting: async (ctx) => {
    await ctx.api.gate.arrived(QUOTE);
    const button = await screen.findByRole('button', { name: t(ctx, 'wallet.convert.quoting') });
    expect(button).toHaveProperty('disabled', true);
  },
  'offer.quoted': async (ctx) => {
    const card = await screen.findByRole('region', {
      name: t(ctx, 'wallet.convert.quote.heading'),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // What the platform quoted and keeps, on screen.
    const [quote] = await api.testApp.testDb.db.query<{ receive: string; to_asset: string }>(
      'SELECT receive::text AS receive, to_asset FROM convert_quotes WHERE member_id = $1 ORDER BY id DESC LIMIT 1',
      [ctx.memberId],
    );
    within(card).getByText(`${formatAmount(decimal(quote!.receive))} ${quote!.to_asset}`);
    within(card).getByRole('timer');
  },
  'offer.confirming': async (ctx) => {
    await waitFor(() =>
      dialog().getByRole('heading', { name: t(ctx, 'wallet.convert.confirm.heading') }),
    );
  },
  converting: async (ctx) => {
    await ctx.api.gate.arrived(CONVERT);
    const button = await screen.findByRole('button', { name: t(ctx, 'wallet.convert.converting') });
    expect(button).toHaveProperty('disabled', true);
  },
  done: async (ctx) => {
    const card = await screen.findByRole('region', { name: t(ctx, 'wallet.convert.done.heading') });
    const orders = await ordersOf(ctx);
    within(card).getByText(`#${orders.at(-1)!.id}`);
    within(card).getByText(t(ctx, 'wallet.convert.status.Succeed'));
    await expectConverted(ctx);
  },
  failed: async (ctx, snapshot) => {
    const { error } = ctxOf(snapshot);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(error?.key ? t(ctx, error.key) : error?.text);
    screen.getByRole('button', { name: t(ctx, 'wallet.convert.failed.newQuote') });
    expect(
      screen.queryByRole('button', { name: t(ctx, 'wallet.convert.failed.retry') }) !== null,
    ).toBe(error?.retryable === true);
    await expectConverted(ctx);
  },
  expired: async (ctx) => {
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(t(ctx, 'errors.status.RequestExpired'));
    screen.getByRole('button', { name: t(ctx, 'wallet.convert.expired.newQuote') });
    expect(amountField().value).toBe(TYPED);
    await expectConverted(ctx);
  },
  signInRequired: async (ctx, snapshot) => {
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(t(ctx, 'wallet.convert.session.ended')),
    );
    const { from, to, amount } = ctxOf(snapshot);
    const link = screen.getByRole('link', { name: t(ctx, 'wallet.convert.session.signIn') });
    const back = `/profile/wallet/convert?${new URLSearchParams({ from, to, amount }).toString()}`;
    expect(link.getAttribute('href')).toBe(`/login?returnTo=${encodeURIComponent(back)}`);
    await waitFor(() => expect(localStorage.getItem('loginInfo')).toBeNull());
    await expectConverted(ctx);
  },
};

describe('convert machine, walked on the /profile/wallet/convert screen', () => {
  walkModel<Ctx>({
    machine: convertMachine,
    recorder,
    paths,
    api: 'shared',
    started: (started) => {
      api = started;
    },
    arrive: () => arrive(),
    executors,
    states,
    timeout: 60_000,
  });
  // The quote's lifetime on a clock a path can move on (and that moves on with real time).
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

  // Not a model path: back from sign-in, the pair and amount of the address are on the form.
  it('back from sign-in with ?from=USDT&to=GACT&amount=5, the form holds them', async () => {
    let ctx: Ctx | null = null;
    try {
      ctx = await arrive();
      stopApp(ctx.app);
      storeLogin(ctx.login);
      ctx.app = await renderApp('/profile/wallet/convert?from=USDT&to=GACT&amount=5', api.gate.url);
      await waitFor(() => expect(amountField().value).toBe('5'));
      const pair = screen.getByRole('button', {
        name: ctx.app.t('wallet.convert.pair', { from: 'USDT', to: 'GACT' }),
      });
      expect(pair.getAttribute('aria-pressed')).toBe('true');
    } finally {
      stopApp(ctx?.app);
    }
  });

  // Not a model path: another call (a background read) ends the session while the member types;
  // the page's way back through sign-in carries the pair and the amount typed.
  it('a session ended by another call keeps the typed amount in the sign-in link', async () => {
    let ctx: Ctx | null = null;
    try {
      ctx = await arrive();
      fireEvent.change(amountField(), { target: { value: '12.5' } });
      ctx.app.actors.session.send({ type: 'session.expire' });
      const link = await screen.findByRole('link', {
        name: ctx.app.t('wallet.convert.signInButton'),
      });
      const back = new URL(link.getAttribute('href')!, 'http://app').searchParams.get('returnTo');
      expect(back).toBe('/profile/wallet/convert?from=GACT&to=USDT&amount=12.5');
    } finally {
      stopApp(ctx?.app);
    }
  });
});
