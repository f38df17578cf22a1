// The confirmDelivery machine, walked on the real /reward/history?id=N screen of a record To be
// confirmed, against the real API: the form's own checks per field, the details sent and the
// record moving on to Processing, every way it fails (offline, HTTP 500, the record no longer
// waiting, the session ending) with nothing typed lost, and the draft kept for the way back
// through sign-in. Each path gets its own freshly seeded API.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, vi } from 'vitest';
import { confirmDeliveryMachine } from '../../../src/features/prizes/machines/confirm-delivery.machine';
import { endSession, loginDemo, storeLogin, type Login } from '../quests/claim-api';
import {
  ctxOf,
  confirmDeliveryFixture,
  type ConfirmErrorReason,
} from '../fixtures/confirm-delivery.fixtures';
import { recordsOf } from './prize-api';
import { CoverageRecorder } from '../support/coverage';
import { type Executors, type ModelEvent, type StateAssertions } from '../support/harness';
import { type LiveApi } from '../support/live-api';
import { fixturePaths } from '../support/model-fixture';
import { renderApp, type RenderedApp } from '../support/render-app';
import { walkModel } from '../support/walk';

const CONFIRM = '/api/Mission/ConfirmExchange';
const paths = fixturePaths(confirmDeliveryFixture);
const recorder = new CoverageRecorder();

type Field = 'name' | 'phone' | 'address';
type Ctx = { app: RenderedApp; api: LiveApi; login: Login; recordId: number };

async function arrive(api: LiveApi): Promise<Ctx> {
  localStorage.clear();
  sessionStorage.clear();
  const login = await loginDemo(api);
  const record = (await recordsOf(api, login)).find((r) => r.status === 'NeedConfirm');
  if (!record) throw new Error('the demo member has no record To be confirmed');
  storeLogin(login);
  const app = await renderApp(`/reward/history?id=${record.id}`, api.gate.url, recorder);
  return { app, api, login, recordId: record.id };
}

const t = (ctx: Ctx, key: Parameters<RenderedApp['t']>[0], vars?: Record<string, unknown>) =>
  ctx.app.t(key, vars);
const form = (ctx: Ctx) =>
  within(screen.getByRole('form', { name: t(ctx, 'exchange.delivery.heading') }));
const input = (ctx: Ctx, field: Field) =>
  form(ctx).getByLabelText(t(ctx, `exchange.delivery.${field}`)) as HTMLInputElement;

async function recordNow(ctx: Ctx) {
  const fresh = await loginDemo(ctx.api);
  return (await recordsOf(ctx.api, fresh)).find((r) => r.id === ctx.recordId)!;
}

async function releaseConfirm(ctx: Ctx, reason: ConfirmErrorReason | null): Promise<void> {
  const { gate } = ctx.api;
  await gate.arrived(CONFIRM);
  switch (reason) {
    case null:
      return gate.release(CONFIRM, 'pass');
    case 'offline': {
      const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
      gate.release(CONFIRM, 'fail');
      await waitFor(() => screen.getByText(t(ctx, 'prizes.errors.offline')));
      onLine.mockRestore();
      return;
    }
    case 'serverError':
      return gate.release(CONFIRM, 'refuse');
    case 'sessionEnded':
      await endSession(ctx.api, ctx.login);
      return gate.release(CONFIRM, 'pass');
    case 'notConfirmable':
      return gate.release(CONFIRM, {
        envelope: { status: 9002, message: 'The exchange record does not need confirming' },
      });
  }
}

const executors: Executors<
  typeof confirmDeliveryMachine,
  'xstate.done.actor.confirmExchange' | 'xstate.error.actor.confirmExchange',
  Ctx
> = {
  'field.change': async (ctx, event) => {
    const field = await waitFor(() => input(ctx, event.field as Field));
    fireEvent.change(field, { target: { value: event.value } });
  },
  'delivery.submit': async (ctx) => {
    ctx.api.gate.hold(CONFIRM);
    fireEvent.click(form(ctx).getByRole('button', { name: t(ctx, 'exchange.delivery.submit') }));
  },
  'xstate.done.actor.confirmExchange': (ctx) => releaseConfirm(ctx, null),
  'xstate.error.actor.confirmExchange': (ctx, event: ModelEvent) =>
    releaseConfirm(ctx, event.reason as ConfirmErrorReason),
};

async function expectFieldsKept(ctx: Ctx, snapshot: Parameters<StateAssertions<Ctx>[string]>[1]) {
  const { fields } = ctxOf(snapshot);
  for (const field of ['name', 'phone', 'address'] as const)
    await waitFor(() => expect(input(ctx, field).value).toBe(fields[field]));
}

const states: StateAssertions<Ctx> = {
  editing: async (ctx, snapshot) => {
    await screen.findByRole('form', { name: t(ctx, 'exchange.delivery.heading') });
    await expectFieldsKept(ctx, snapshot);
    const { fieldErrors } = ctxOf(snapshot);
    for (const field of ['name', 'phone', 'address'] as const) {
      const key = fieldErrors[field];
      if (key) form(ctx).getByText(t(ctx, key));
      expect(input(ctx, field).getAttribute('aria-invalid')).toBe(String(Boolean(key)));
    }
    expect((await recordNow(ctx)).status).toBe('NeedConfirm');
  },
  submitting: async (ctx) => {
    await ctx.api.gate.arrived(CONFIRM);
    const button = await screen.findByRole('button', {
      name: t(ctx, 'exchange.delivery.submitting'),
    });
    expect(button).toHaveProperty('disabled', true);
  },
  failed: async (ctx, snapshot) => {
    const { error } = ctxOf(snapshot);
    const alert = await waitFor(() => form(ctx).getByRole('alert'));
    expect(alert.textContent).toBe(error?.key ? t(ctx, error.key) : error?.text);
    await expectFieldsKept(ctx, snapshot);
    expect((await recordNow(ctx)).status).toBe('NeedConfirm');
  },
  confirmed: async (ctx, snapshot) => {
    await screen.findByText(t(ctx, 'exchange.delivery.confirmed'));
    const record = await recordNow(ctx);
    expect(record.status).toBe('Dealing');
    const { fields } = ctxOf(snapshot);
    expect(record.delivery).toEqual({
      name: fields.name.trim(),
      phone: fields.phone.trim(),
      address: fields.address.trim(),
    });
    // The page reads the record again: it is Processing now.
    await screen.findByText(t(ctx, 'exchange.status.Dealing'));
  },
  signInRequired: async (ctx, snapshot) => {
    await waitFor(() =>
      expect(form(ctx).getByRole('alert').textContent).toBe(
        t(ctx, 'exchange.delivery.sessionEnded'),
      ),
    );
    const link = form(ctx).getByRole('link', { name: t(ctx, 'exchange.delivery.signIn') });
    expect(link.getAttribute('href')).toBe(
      `/login?returnTo=${encodeURIComponent(`/reward/history?id=${ctx.recordId}`)}`,
    );
    await waitFor(() => expect(localStorage.getItem('loginInfo')).toBeNull());
    const key = `gamerhub.draft.${ctx.login.uid}.delivery.${ctx.recordId}`;
    expect(JSON.parse(sessionStorage.getItem(key)!)).toEqual(ctxOf(snapshot).fields);
    expect((await recordNow(ctx)).status).toBe('NeedConfirm');
  },
};

describe('confirmDelivery machine, walked on the /reward/history?id=N screen', () => {
  afterEach(() => sessionStorage.clear());

  walkModel<Ctx>({
    machine: confirmDeliveryMachine,
    recorder,
    paths,
    api: 'fresh',
    arrive: (api) => arrive(api),
    executors,
    states,
    timeout: 60_000,
  });
});
