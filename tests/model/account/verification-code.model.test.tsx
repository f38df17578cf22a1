// The shared verification code machine, walked as the code step of the real code sign-in screen
// (/login/loginCode) against the real API: the code going out (held at the gate to see it), an
// email the platform does not know, typing an incomplete and a complete code (the real mailed one),
// the 60 s resend cooldown, and resending.
//
// Time: the page's actors run on the real xstate clock (setTimeout), so the cooldown is moved on
// with vitest's fake timers, installed per path *before* the code step starts (a timer is faked only
// if it was scheduled through the faked setTimeout). `shouldAdvanceTime` keeps fake time flowing
// with real time, so the live API, PGlite and testing-library's waitFor still progress; Date is
// faked too, so the visible countdown (derived from Date.now) reaches 0 when the timer fires.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { verificationCodeMachine } from '../../../src/features/account/machines/verification-code.machine';
import { TIMING } from '../../../src/config/constants';
import { CoverageRecorder } from '../support/coverage';
import { type Executors, type StateAssertions } from '../support/harness';
import { type LiveApi } from '../support/live-api';
import { fixturePaths } from '../support/model-fixture';
import type { ModelPath } from '../support/paths';
import {
  CODE_MEMBER,
  COMPLETE_CODE,
  UNKNOWN_EMAIL,
  ctxOf,
  verificationCodeFixture,
} from '../fixtures/verification-code.fixtures';
import {
  LOGIN_BY_CODE,
  SEND_CODE,
  codeWasSent,
  forgetCodesAndAttempts,
  mailedCode,
} from '../support/code-step';
import { renderApp, stopApp, type RenderedApp } from '../support/render-app';
import { walkModel } from '../support/walk';

const paths = fixturePaths(verificationCodeFixture);

type Ctx = { app: RenderedApp; email: string };
let api: LiveApi;
const recorder = new CoverageRecorder();

const codeBox = (ctx: Ctx) => screen.getByLabelText(ctx.app.t('verification.code'));
const resendButton = (ctx: Ctx) => {
  const countdown = new RegExp(
    `^${ctx.app.t('verification.resendIn', { seconds: 999 }).replace('999', '\\d+')}$`,
  );
  return screen.getByRole('button', {
    name: (name) =>
      name === ctx.app.t('verification.resend') ||
      name === ctx.app.t('verification.retry') ||
      countdown.test(name),
  });
};

const executors: Executors<
  typeof verificationCodeMachine,
  | 'xstate.done.actor.sendCode'
  | 'xstate.error.actor.sendCode'
  | 'xstate.after.RESEND_COOLDOWN.verificationCode.waiting.cooling',
  Ctx
> = {
  // Six digits in the model stand for the code really mailed.
  'code.change': async (ctx, event) => {
    const value =
      event.value === COMPLETE_CODE ? await mailedCode(api, ctx.email) : String(event.value);
    fireEvent.change(codeBox(ctx), { target: { value } });
  },
  'code.submit': async (ctx) => {
    // A complete code goes to the flow's own check, held so the hand-over can be seen.
    api.gate.hold(LOGIN_BY_CODE);
    fireEvent.click(screen.getByRole('button', { name: ctx.app.t('verification.submit') }));
  },
  'code.resend': async (ctx) => {
    api.gate.hold(SEND_CODE);
    fireEvent.click(resendButton(ctx));
  },
  'xstate.done.actor.sendCode': async () => {
    await api.gate.answer(SEND_CODE);
  },
  // A refusal is the platform's real answer; a failure on the way is a cut connection.
  'xstate.error.actor.sendCode': async (_ctx, event) => {
    if ((event.error as { messageKey?: string }).messageKey === 'errors.network') {
      await api.gate.arrived(SEND_CODE);
      api.gate.release(SEND_CODE, 'fail');
    } else await api.gate.answer(SEND_CODE);
  },
  'xstate.after.RESEND_COOLDOWN.verificationCode.waiting.cooling': async () => {
    await vi.advanceTimersByTimeAsync(TIMING.CODE_RESEND_COOLDOWN_MS);
  },
};

const states: StateAssertions<Ctx> = {
  sending: async (ctx) => {
    await api.gate.arrived(SEND_CODE);
    await screen.findByText(ctx.app.t('verification.sending'));
    expect(screen.getByRole('button', { name: ctx.app.t('verification.submit') })).toHaveProperty(
      'disabled',
      true,
    );
    expect(resendButton(ctx)).toHaveProperty('disabled', true);
  },
  failed: async (ctx, snapshot) => {
    const c = ctxOf(snapshot);
    expect((await screen.findByRole('alert')).textContent).toBe(ctx.app.t(c.error!.key!));
    // Nothing went out: no "we sent a code", no code field; "Try again" only after a failure on
    // the way (a refusal is not changed by asking again).
    screen.getByRole('heading', { name: ctx.app.t('verification.notSentHeading') });
    screen.getByText(ctx.app.t('verification.notSent', { email: ctx.email }));
    expect(screen.queryByText(ctx.app.t('verification.sentTo', { email: ctx.email }))).toBeNull();
    expect(screen.queryByLabelText(ctx.app.t('verification.code'))).toBeNull();
    const retry = screen.queryByRole('button', { name: ctx.app.t('verification.retry') });
    if (c.error?.key === 'errors.network') expect(retry).toHaveProperty('disabled', false);
    else expect(retry).toBeNull();
  },
  waiting: async (ctx, snapshot) => {
    const c = ctxOf(snapshot);
    await codeWasSent(ctx.app, ctx.email);
    expect(screen.getByRole('button', { name: ctx.app.t('verification.submit') })).toHaveProperty(
      'disabled',
      false,
    );
    // What was typed shows (digits only); a complete code in the model is the real mailed one.
    const value = (codeBox(ctx) as HTMLInputElement).value;
    if (c.code === COMPLETE_CODE) expect(value).toBe(await mailedCode(api, ctx.email));
    else expect(value).toBe(c.code);
    if (c.error?.key) screen.getByText(ctx.app.t(c.error.key));
    else expect(codeBox(ctx).getAttribute('aria-invalid')).toBe('false');
  },
  'waiting.cooling': async (ctx) => {
    expect(resendButton(ctx)).toHaveProperty('disabled', true);
    // The countdown shows within its first tick (see the report: the very first frame after the
    // code goes out can still read "Send a new code", disabled).
    await waitFor(
      () => expect(resendButton(ctx).textContent).not.toBe(ctx.app.t('verification.resend')),
      { timeout: 2000 },
    );
    expect(resendButton(ctx)).toHaveProperty('disabled', true);
  },
  'waiting.resendable': async (ctx) => {
    await waitFor(() => expect(resendButton(ctx)).toHaveProperty('disabled', false));
    expect(resendButton(ctx).textContent).toBe(ctx.app.t('verification.resend'));
  },
  // The address itself was refused: the flow's email form shows why, with the email kept.
  emailRefused: async (ctx) => {
    const box = await screen.findByRole('textbox', { name: ctx.app.t('codeLogin.email') });
    expect(box).toHaveProperty('value', ctx.email);
    expect((await screen.findByRole('alert')).textContent).toBe(
      ctx.app.t('errors.status.EmailNotExist'),
    );
    expect(screen.queryByLabelText(ctx.app.t('verification.code'))).toBeNull();
  },
  submitted: async (ctx) => {
    // The flow took the code: the code step is gone and the flow checks it with the platform.
    await api.gate.arrived(LOGIN_BY_CODE);
    await screen.findByRole('status');
    expect(screen.getByRole('status').textContent).toBe(ctx.app.t('codeLogin.signingIn'));
    expect(screen.queryByLabelText(ctx.app.t('verification.code'))).toBeNull();
  },
};

/** Brings the code sign-in page to its code step the way the path's input case says. */
async function arrive(app: RenderedApp, path: ModelPath): Promise<string> {
  const email = path.inputCase === 'unknownEmail' ? UNKNOWN_EMAIL : CODE_MEMBER;
  fireEvent.change(screen.getByRole('textbox', { name: app.t('codeLogin.email') }), {
    target: { value: email },
  });
  if (path.inputCase === 'codeRefused') {
    fireEvent.click(screen.getByRole('button', { name: app.t('codeLogin.sendCode') }));
    await codeWasSent(app, email);
    fireEvent.change(screen.getByLabelText(app.t('verification.code')), {
      target: { value: await mailedCode(api, email, true) },
    });
    fireEvent.click(screen.getByRole('button', { name: app.t('verification.submit') }));
    await screen.findByText(app.t('errors.status.VerificationCodeError'));
    return email;
  }
  api.gate.hold(SEND_CODE);
  fireEvent.click(screen.getByRole('button', { name: app.t('codeLogin.sendCode') }));
  return email;
}

describe('verification code machine, walked as the code step of code sign-in', () => {
  walkModel<Ctx>({
    machine: verificationCodeMachine,
    recorder,
    paths,
    api: 'shared',
    started: (started) => {
      api = started;
    },
    arrive: async (_api, path) => {
      const app = await renderApp('/login/loginCode', api.gate.url, recorder);
      await screen.findByRole('button', { name: app.t('codeLogin.sendCode') });
      return { app, email: await arrive(app, path) };
    },
    executors,
    states,
  });
  beforeEach(async () => {
    await forgetCodesAndAttempts(api);
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  // Issue 10 item 8: a refused code brings the member back to type it again; the countdown goes
  // on from the first send (not back to 60 s) and resend unlocks when that send's cooldown ends.
  it('a wrong code keeps the resend countdown of the first send', async () => {
    const app = await renderApp('/login/loginCode', api.gate.url);
    const ctx = { app, email: CODE_MEMBER };
    const countdown = (seconds: number) => app.t('verification.resendIn', { seconds });
    try {
      fireEvent.change(await screen.findByRole('textbox', { name: app.t('codeLogin.email') }), {
        target: { value: CODE_MEMBER },
      });
      fireEvent.click(screen.getByRole('button', { name: app.t('codeLogin.sendCode') }));
      await codeWasSent(app, CODE_MEMBER);
      await waitFor(() => expect(resendButton(ctx).textContent).toBe(countdown(60)));
      await vi.advanceTimersByTimeAsync(20_000);
      fireEvent.change(codeBox(ctx), {
        target: { value: await mailedCode(api, CODE_MEMBER, true) },
      });
      fireEvent.click(screen.getByRole('button', { name: app.t('verification.submit') }));
      await screen.findByText(app.t('errors.status.VerificationCodeError'));
      // Back in the code step: the countdown reads about 40 s, never 60 again.
      await waitFor(() => expect(resendButton(ctx).textContent).toMatch(/\d/));
      const seconds = Number(/\d+/.exec(resendButton(ctx).textContent ?? '')![0]);
      expect(seconds).toBeGreaterThan(35);
      expect(seconds).toBeLessThanOrEqual(40);
      expect(resendButton(ctx)).toHaveProperty('disabled', true);
      // Resend unlocks when the first send's 60 s are over (about 40 s on), not 60 s from now.
      await vi.advanceTimersByTimeAsync(seconds * 1000 + 500);
      await waitFor(() => expect(resendButton(ctx)).toHaveProperty('disabled', false));
      expect(resendButton(ctx).textContent).toBe(app.t('verification.resend'));
    } finally {
      api.gate.reset();
      stopApp(app);
    }
  });
});
