// The preferences machine, walked in the rendered app: language loads (held, then run for real or
// failed), the language and currency pickers, and the welcome popup after a first sign-in.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { Language } from '../../../src/config/constants';
import { LANGUAGE_NAMES } from '../../../src/config/labels';
import { loadLanguage } from '../../../src/i18n/i18n';
import { preferencesMachine } from '../../../src/shared/machines/preferences.machine';
import { DEMO_MEMBER } from '../../../server/db/seed-data';
import { CoverageRecorder } from '../support/coverage';
import { type Executors, type StateAssertions } from '../support/harness';
import { heldActor } from '../support/held-actor';
import { type LiveApi } from '../support/live-api';
import { fixturePaths } from '../support/model-fixture';
import { contextOf, preferencesFixture, STORED } from '../fixtures/preferences.fixtures';
import { renderApp, stopApp, type RenderedApp } from '../support/render-app';
import type { TextKey } from '../../../src/i18n/text-key';
import { walkModel } from '../support/walk';

type Ctx = { app: RenderedApp | null; rendering: Promise<RenderedApp> };
type Extra =
  | 'xstate.done.actor.loadInitialLanguage'
  | 'xstate.error.actor.loadInitialLanguage'
  | 'xstate.done.actor.loadFallbackLanguage'
  | 'xstate.error.actor.loadFallbackLanguage'
  | 'xstate.done.actor.loadChosenLanguage'
  | 'xstate.error.actor.loadChosenLanguage';

const paths = fixturePaths(preferencesFixture);

let api: LiveApi;
const recorder = new CoverageRecorder();
const loads = heldActor((input: { lang: Language }) => loadLanguage(input.lang));

const app = (ctx: Ctx) => {
  if (!ctx.app) throw new Error('the app has not rendered yet');
  return ctx.app;
};
const t = (ctx: Ctx, key: TextKey) => app(ctx).t(key);

async function bootReleased(_ctx: Ctx, mode: 'pass' | 'fail'): Promise<void> {
  loads.release(mode);
}

const executors: Executors<typeof preferencesMachine, Extra, Ctx> = {
  'xstate.done.actor.loadInitialLanguage': async (ctx) => {
    await bootReleased(ctx, 'pass');
    ctx.app = await ctx.rendering;
  },
  'xstate.error.actor.loadInitialLanguage': async (ctx) => {
    await bootReleased(ctx, 'fail');
    expect(await loads.arrived()).toEqual({ lang: 'en-US' });
  },
  'xstate.done.actor.loadFallbackLanguage': async (ctx) => {
    await bootReleased(ctx, 'pass');
    ctx.app = await ctx.rendering;
    await screen.findByText(t(ctx, 'errors.languageFailed'));
  },
  'xstate.error.actor.loadFallbackLanguage': async (ctx) => {
    await bootReleased(ctx, 'fail');
    ctx.app = await ctx.rendering;
    // No texts could load at all: the app still renders and works (labels show their keys).
    await screen.findByRole('navigation', { name: 'nav.label' });
  },
  'lang.change': async (ctx, event) => {
    const lang = event.lang as Language;
    await app(ctx).router.navigate('/lang');
    const group = await screen.findByRole('radiogroup', { name: t(ctx, 'lang.heading') });
    fireEvent.click(within(group).getByRole('radio', { name: LANGUAGE_NAMES[lang] }));
    expect(await loads.arrived()).toEqual({ lang });
  },
  'xstate.done.actor.loadChosenLanguage': async (ctx) => {
    const lang = (await loads.arrived()).lang;
    loads.release('pass');
    await waitFor(() => expect(app(ctx).actors.preferences.getSnapshot().context.lang).toBe(lang));
  },
  'xstate.error.actor.loadChosenLanguage': async (ctx) => {
    loads.release('fail');
    await screen.findByText(t(ctx, 'errors.languageFailed'));
  },
  'currency.change': async (ctx, event) => {
    const currency = String(event.currency).toUpperCase();
    await app(ctx).router.navigate('/currency');
    const group = await screen.findByRole('radiogroup', { name: t(ctx, 'currency.heading') });
    fireEvent.click(within(group).getByRole('radio', { name: new RegExp(`^${currency} ·`) }));
  },
  'welcome.show': async (ctx) => {
    // A member's very first sign-in shows the welcome popup.
    await api.testApp.testDb.db.query('UPDATE members SET login_count = 0 WHERE email = $1', [
      DEMO_MEMBER.email,
    ]);
    await app(ctx).router.navigate('/login');
    fireEvent.change(await screen.findByRole('textbox', { name: t(ctx, 'signIn.email') }), {
      target: { value: DEMO_MEMBER.email },
    });
    fireEvent.change(screen.getByLabelText(t(ctx, 'signIn.password')), {
      target: { value: DEMO_MEMBER.password },
    });
    fireEvent.click(screen.getByRole('button', { name: t(ctx, 'signIn.submit') }));
    await screen.findByRole('dialog', { name: t(ctx, 'welcome.title') }, { timeout: 5000 });
  },
  'welcome.dismiss': async (ctx) => {
    fireEvent.click(screen.getByRole('button', { name: t(ctx, 'welcome.dismiss') }));
  },
};

const notRendered = async () => {
  expect(screen.queryByRole('navigation')).toBeNull();
};

const states: StateAssertions<Ctx> = {
  loadingLanguage: async (_ctx) => {
    await notRendered();
    expect(await loads.arrived()).toEqual({ lang: 'zh-TW' });
  },
  loadingFallbackLanguage: notRendered,
  switchingLanguage: async (ctx, snapshot) => {
    // The old language stays on screen while the chosen one loads.
    const pending = contextOf(snapshot).pendingLang as Language;
    if (window.location.pathname === '/lang') {
      await waitFor(() =>
        expect(
          screen.getByRole('radio', { name: LANGUAGE_NAMES[pending] }).getAttribute('aria-busy'),
        ).toBe('true'),
      );
    }
    expect(document.documentElement.lang).toBe(contextOf(snapshot).lang);
    void ctx;
  },
  ready: async (ctx, snapshot) => {
    const c = contextOf(snapshot);
    await screen.findByRole('main');
    expect(localStorage.getItem('lang') ?? 'zh-TW').toBe(c.lang);
    if (app(ctx).t('nav.label') !== 'nav.label') expect(document.documentElement.lang).toBe(c.lang);
    expect(localStorage.getItem('currency') ?? 'usd').toBe(c.currency);
    if (window.location.pathname === '/currency') {
      expect(
        screen.getByRole('radio', { name: new RegExp(`^${c.currency.toUpperCase()} ·`) }),
      ).toHaveProperty('checked', true);
    }
    const welcome = screen.queryByRole('dialog', { name: app(ctx).t('welcome.title') });
    if (c.welcome) expect(welcome).not.toBeNull();
    else
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: app(ctx).t('welcome.title') })).toBeNull(),
      );
  },
};

describe('preferences machine, walked in the rendered app', () => {
  walkModel<Ctx>({
    machine: preferencesMachine,
    recorder,
    paths,
    api: 'shared',
    started: (started) => {
      api = started;
    },
    arrive: async () => {
      localStorage.setItem('lang', STORED.lang);
      return {
        app: null,
        rendering: renderApp('/home', api.gate.url, recorder, {
          preferences: { loadLanguage: loads.logic },
        }),
      };
    },
    executors,
    states,
    leave: async (ctx) => {
      loads.reset();
      const rendered = ctx?.app ?? (await ctx?.rendering.catch(() => null));
      stopApp(rendered);
    },
  });
});
