// The change-email machine, walked on the real /menu/email screen against the real API, signed in
// as a seeded member: the form (email required/invalid, password required), an address another
// account has ('Account is already in used' in the code step), the real Authorize code mailed to
// the new address or another one the platform refuses, a wrong password ('Password not match',
// the code kept), the address taken meanwhile by a sign-up, a broken code step, and the change.
import { fireEvent, screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { envelopeOf, get, login, post, requestCode } from '../../server/test-support/test-app';
import { changeEmailMachine } from '../../src/machines/change-email.machine';
import { STATUS } from '../../src/api/status-codes';
import { CoverageRecorder } from './support/coverage';
import {
  expectFullCoverage,
  pathCases,
  runPath,
  type Executors,
  type StateAssertions,
} from './support/harness';
import { startLiveApi, type LiveApi } from './support/live-api';
import { fixturePaths } from './support/model-fixture';
import {
  MOVER,
  NEW_EMAIL,
  TAKEN_EMAIL,
  WRONG_CODE,
  changeEmailFixture,
  ctxOf,
} from './fixtures/change-email.fixtures';
import {
  breakCodeStep,
  codeWasSent,
  forgetCodesAndAttempts,
  mailedCode,
  watchActor,
} from './support/code-step';
import { renderApp, stopApp, type RenderedApp } from './support/render-app';

const CHANGE_EMAIL = '/api/Member/ChangeEmail';
const paths = fixturePaths(changeEmailFixture);

type Ctx = { app: RenderedApp };
let api: LiveApi;
let moverId = 0;
const recorder = new CoverageRecorder();
const codeStep = watchActor(recorder, 'verificationCode');

const emailBox = (ctx: Ctx) =>
  screen.getByRole('textbox', { name: ctx.app.t('changeEmail.newEmail') });
const passwordBox = (ctx: Ctx) =>
  screen.getByLabelText(ctx.app.t('changeEmail.password')) as HTMLInputElement;

/** Someone signs up with the new address while the member is typing the code. */
async function takeNewEmail(): Promise<void> {
  const code = await requestCode(api.testApp.app, NEW_EMAIL, 'Register');
  const body = envelopeOf(
    await post(api.testApp.app, '/api/Member/Register', {
      email: NEW_EMAIL,
      password: 'Other#2026pass',
      code,
    }),
  );
  expect(body.status).toBe(0);
}

const executors: Executors<
  typeof changeEmailMachine,
  | 'xstate.done.actor.verificationCode'
  | 'xstate.error.actor.verificationCode'
  | 'xstate.done.actor.changeEmail'
  | 'xstate.error.actor.changeEmail',
  Ctx
> = {
  'email.change': async (ctx, event) => {
    fireEvent.change(emailBox(ctx), { target: { value: event.value } });
  },
  'password.change': async (ctx, event) => {
    fireEvent.change(passwordBox(ctx), { target: { value: event.value } });
  },
  'form.submit': async (ctx) => {
    fireEvent.click(screen.getByRole('button', { name: ctx.app.t('changeEmail.sendCode') }));
  },
  'form.edit': async (ctx) => {
    fireEvent.click(screen.getByRole('button', { name: ctx.app.t('changeEmail.edit') }));
  },
  // The member types the code mailed to the new address (or another 6 digits) and continues; the
  // change is held so the "changing" screen can be seen.
  'xstate.done.actor.verificationCode': async (ctx, event) => {
    await codeWasSent(ctx.app, NEW_EMAIL);
    const wrong = (event.output as { code: string }).code === WRONG_CODE;
    fireEvent.change(screen.getByLabelText(ctx.app.t('verification.code')), {
      target: { value: await mailedCode(api, NEW_EMAIL, wrong) },
    });
    api.gate.hold(CHANGE_EMAIL);
    fireEvent.click(screen.getByRole('button', { name: ctx.app.t('verification.submit') }));
  },
  'xstate.error.actor.verificationCode': async (ctx) => {
    await codeWasSent(ctx.app, NEW_EMAIL);
    await breakCodeStep(codeStep);
  },
  'xstate.done.actor.changeEmail': async () => {
    await api.gate.answer(CHANGE_EMAIL);
  },
  'xstate.error.actor.changeEmail': async (_ctx, event) => {
    if ((event.error as { status: number }).status === STATUS.AccountInUse.code)
      await takeNewEmail();
    await api.gate.answer(CHANGE_EMAIL);
  },
};

const states: StateAssertions<Ctx> = {
  editing: async (ctx, snapshot) => {
    const c = ctxOf(snapshot);
    await screen.findByRole('button', { name: ctx.app.t('changeEmail.sendCode') });
    // Nothing the member typed is lost, whatever happened.
    expect(emailBox(ctx)).toHaveProperty('value', c.email);
    expect(passwordBox(ctx)).toHaveProperty('value', c.password);
    const emailKey = c.errors.email ?? c.emailRefusal?.key;
    if (emailKey) screen.getByText(ctx.app.t(emailKey));
    else expect(emailBox(ctx).getAttribute('aria-invalid')).toBe('false');
    const passwordKey = c.errors.password ?? c.passwordRefusal?.key;
    if (passwordKey) screen.getByText(ctx.app.t(passwordKey));
    else expect(passwordBox(ctx).getAttribute('aria-invalid')).toBe('false');
    if (c.submitError?.key)
      expect((await screen.findByRole('alert')).textContent).toBe(ctx.app.t(c.submitError.key));
    else expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByLabelText(ctx.app.t('verification.code'))).toBeNull();
  },
  code: async (ctx, snapshot) => {
    const c = ctxOf(snapshot);
    await screen.findByRole('heading', { name: ctx.app.t('verification.heading') });
    screen.getByRole('button', { name: ctx.app.t('changeEmail.edit') });
    expect(screen.queryByRole('textbox', { name: ctx.app.t('changeEmail.newEmail') })).toBeNull();
    if (c.email === TAKEN_EMAIL) {
      // No code goes to an address another account has: the code step says why.
      await screen.findByText(ctx.app.t('errors.status.AccountInUse'));
      return;
    }
    await codeWasSent(ctx.app, NEW_EMAIL);
    // Back after a refused code: the reason shows and no new code was asked for.
    if (c.codeError?.key) {
      await screen.findByText(ctx.app.t(c.codeError.key));
      expect(screen.queryByText(ctx.app.t('verification.sending'))).toBeNull();
    }
  },
  changing: async (ctx) => {
    await api.gate.arrived(CHANGE_EMAIL);
    await screen.findByText(ctx.app.t('changeEmail.changing'));
    expect(screen.queryByLabelText(ctx.app.t('verification.code'))).toBeNull();
  },
  changed: async (ctx) => {
    await screen.findByText(ctx.app.t('changeEmail.changed', { email: NEW_EMAIL }));
    const [row] = await api.testApp.testDb.db.query<{ email: string }>(
      'SELECT email FROM members WHERE id = $1',
      [moverId],
    );
    expect(row?.email).toBe(NEW_EMAIL);
    const notices = envelopeOf(
      await get(api.testApp.app, `/api/Dev/Outbox?email=${encodeURIComponent(MOVER.email)}`),
    ).data as { subject: string }[];
    expect(notices[0]?.subject).toBe('Your GamerHub sign-in email was changed');
  },
};

describe('change-email machine, walked on the sign-in email screen', () => {
  beforeAll(async () => {
    api = await startLiveApi();
    const [row] = await api.testApp.testDb.db.query<{ id: number }>(
      'SELECT id FROM members WHERE email = $1',
      [MOVER.email],
    );
    moverId = row!.id;
  });
  afterAll(() => api.close());
  beforeEach(async () => {
    await forgetCodesAndAttempts(api);
    // Every path starts with the mover at their own address and the new address free.
    const { db } = api.testApp.testDb;
    await db.query(`UPDATE members SET email = 'gone-' || id || '@model.test' WHERE email = $1`, [
      NEW_EMAIL,
    ]);
    await db.query('UPDATE members SET email = $1 WHERE id = $2', [MOVER.email, moverId]);
  });

  it.each(pathCases(paths))('%s', async (_name, path) => {
    localStorage.clear();
    const signedIn = await login(api.testApp.app, MOVER.email, MOVER.password);
    localStorage.setItem('loginInfo', JSON.stringify({ ...signedIn, showStep: false }));
    const app = await renderApp('/menu/email', api.gate.url, recorder);
    try {
      await screen.findByRole('button', { name: app.t('changeEmail.sendCode') });
      await runPath(path, { app }, executors, states);
    } finally {
      api.gate.reset();
      stopApp(app);
    }
  });

  it('reached every state and transition', () => expectFullCoverage(changeEmailMachine, recorder));
});
