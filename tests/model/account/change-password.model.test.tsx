// The change-password machine, walked on the real /menu/password screen against the real API,
// signed in as a seeded member: the client checks (current password required, the new one's
// format, the same as the current one, the confirmation), a wrong current password refused by the
// platform ('The old password is incorrect'), a dropped connection, and the change itself.
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect } from 'vitest';
import { login } from '../../../server/test-support/test-app';
import { changePasswordMachine } from '../../../src/features/account/machines/change-password.machine';
import type { ChangePasswordField } from '../../../src/features/account/machines/change-password.validation';
import { STATUS } from '../../../src/shared/api/status-codes';
import { CoverageRecorder } from '../support/coverage';
import { type Executors, type StateAssertions } from '../support/harness';
import { type LiveApi } from '../support/live-api';
import { fixturePaths } from '../support/model-fixture';
import {
  KEEPER,
  NEW_PASSWORD,
  changePasswordFixture,
  ctxOf,
} from '../fixtures/change-password.fixtures';
import { forgetCodesAndAttempts } from '../support/code-step';
import { renderApp, type RenderedApp } from '../support/render-app';
import type { TextKey } from '../../../src/i18n/text-key';
import { walkModel } from '../support/walk';

const CHANGE_PASSWORD = '/api/Member/ChangePassword';
const paths = fixturePaths(changePasswordFixture);
const LABELS: Record<ChangePasswordField, TextKey> = {
  oldPassword: 'changePassword.oldPassword',
  password: 'changePassword.newPassword',
  confirmation: 'changePassword.confirmation',
};

type Ctx = { app: RenderedApp };
let api: LiveApi;
let originalHash = '';
const recorder = new CoverageRecorder();

const box = (ctx: Ctx, field: ChangePasswordField) =>
  screen.getByLabelText(ctx.app.t(LABELS[field])) as HTMLInputElement;
const submitButton = (ctx: Ctx) =>
  screen.getByRole('button', {
    name: (name) =>
      name === ctx.app.t('changePassword.submit') || name === ctx.app.t('changePassword.changing'),
  });

const executors: Executors<
  typeof changePasswordMachine,
  'xstate.done.actor.changePassword' | 'xstate.error.actor.changePassword',
  Ctx
> = {
  'field.change': async (ctx, event) => {
    fireEvent.change(box(ctx, event.field as ChangePasswordField), {
      target: { value: event.value },
    });
  },
  // Held, so the "changing" screen can be seen (an invalid form sends nothing: reset clears it).
  'form.submit': async (ctx) => {
    api.gate.hold(CHANGE_PASSWORD);
    fireEvent.click(submitButton(ctx));
  },
  'xstate.done.actor.changePassword': async () => {
    await api.gate.answer(CHANGE_PASSWORD);
  },
  'xstate.error.actor.changePassword': async (_ctx, event) => {
    if ((event.error as { status: number }).status === STATUS.OldPasswordIncorrect.code) {
      await api.gate.answer(CHANGE_PASSWORD);
    } else {
      await api.gate.arrived(CHANGE_PASSWORD);
      api.gate.release(CHANGE_PASSWORD, 'fail');
    }
  },
};

const states: StateAssertions<Ctx> = {
  editing: async (ctx, snapshot) => {
    const c = ctxOf(snapshot);
    await screen.findByRole('button', { name: ctx.app.t('changePassword.submit') });
    for (const field of Object.keys(LABELS) as ChangePasswordField[]) {
      // Nothing the member typed is lost, whatever happened.
      expect(box(ctx, field).value).toBe(c[field]);
      const key = c.errors[field] ?? (field === 'oldPassword' ? c.oldPasswordRefusal?.key : null);
      if (key) screen.getByText(ctx.app.t(key));
      else expect(box(ctx, field).getAttribute('aria-invalid')).toBe('false');
    }
    if (c.submitError?.key)
      expect((await screen.findByRole('alert')).textContent).toBe(ctx.app.t(c.submitError.key));
    else expect(screen.queryByRole('alert')).toBeNull();
  },
  changing: async (ctx) => {
    await api.gate.arrived(CHANGE_PASSWORD);
    await screen.findByRole('button', { name: ctx.app.t('changePassword.changing') });
    // Busy but still focusable (aria-disabled): focus is not dropped to the page.
    expect(submitButton(ctx).getAttribute('aria-disabled')).toBe('true');
  },
  changed: async (ctx) => {
    await screen.findByText(ctx.app.t('changePassword.changed'));
    // The new password really is the member's now.
    await login(api.testApp.app, KEEPER.email, NEW_PASSWORD);
  },
};

describe('change-password machine, walked on the password screen', () => {
  walkModel<Ctx>({
    machine: changePasswordMachine,
    recorder,
    paths,
    api: 'shared',
    started: async (started) => {
      api = started;
      const [row] = await api.testApp.testDb.db.query<{ password_hash: string }>(
        'SELECT password_hash FROM members WHERE email = $1',
        [KEEPER.email],
      );
      originalHash = row!.password_hash;
    },
    arrive: async () => {
      localStorage.clear();
      const signedIn = await login(api.testApp.app, KEEPER.email, KEEPER.password);
      localStorage.setItem('loginInfo', JSON.stringify({ ...signedIn, showStep: false }));
      const app = await renderApp('/menu/password', api.gate.url, recorder);
      await screen.findByRole('button', { name: app.t('changePassword.submit') });
      return { app };
    },
    executors,
    states,
  });
  beforeEach(async () => {
    await forgetCodesAndAttempts(api);
    await api.testApp.testDb.db.query('UPDATE members SET password_hash = $2 WHERE email = $1', [
      KEEPER.email,
      originalHash,
    ]);
  });
});
