// The quest card and its state badge, rendered with the real texts in each language.
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { QUEST_STATES, type QuestSummary } from '../../api/schemas/quest';
import { LANGUAGES } from '../../../../config/constants';
import { env } from '../../../../config/env';
import { i18n, loadLanguage, loadTextArea } from '../../../../i18n/i18n';
import { QuestCard } from './quest-card';

const HOUR = 3_600_000;

const quest = (over: Partial<QuestSummary> = {}): QuestSummary => ({
  id: 42,
  kind: 'daily',
  title: 'Ember Realms: 5 rounds a day',
  image: 'quests/ember-daily.svg',
  game: { id: 1, name: 'Ember Realms', icon: 'games/ember.png' },
  eventId: null,
  rewardPoints: '1500',
  rewardItem: null,
  startsAt: new Date(Date.now() - HOUR).toISOString(),
  endsAt: new Date(Date.now() + 3 * 24 * HOUR + HOUR).toISOString(),
  winnerLimit: 5,
  winnerCount: 4,
  state: 'inProgress',
  progress: { done: 1, total: 2 },
  ...over,
});

function renderCard(props: Parameters<typeof QuestCard>[0]) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <QuestCard {...props} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe.each(LANGUAGES)('QuestCard in %s', (lang) => {
  beforeAll(async () => {
    await loadLanguage(lang);
    await loadTextArea('quests');
  });

  it("states its end time in the page's zone when given one, and gives its title an id", () => {
    // Far off, so it reads as a date rather than "ends in N days"; 16:00 UTC is midnight in Taipei.
    const endsAt = '2099-03-01T16:00:00.000Z';
    renderCard({ quest: quest({ endsAt }), timeZone: 'Asia/Taipei', headingId: 'row-42' });
    const link = screen.getByRole('link');
    expect(link.textContent).toContain(i18n.t('quests.card.endsAt', { date: '2099-03-02 00:00' }));
    expect(screen.getByRole('heading', { level: 3 }).id).toBe('row-42');
  });

  it('is one link to the detail page, named by all it says, its title first', () => {
    renderCard({ quest: quest() });
    const link = screen.getByRole('link', { name: /^Ember Realms: 5 rounds a day / });
    expect(link.getAttribute('href')).toBe('/quests/desc?id=42');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(
      'Ember Realms: 5 rounds a day',
    );
    const text = link.textContent ?? '';
    expect(text).toContain(i18n.t('quests.states.inProgress'));
    expect(text).toContain(i18n.t('quests.kinds.daily'));
    expect(text).toContain('Ember Realms');
    expect(text).toContain(i18n.t('quests.reward', { points: '1,500' }));
    expect(text).toContain(i18n.t('quests.progress', { done: '1', total: '2' }));
    expect(text).toContain(i18n.t('quests.card.endsInDays', { count: 3 }));
    expect(text).toContain(i18n.t('quests.card.winnersLimited', { won: '4', limit: '5' }));
  });

  it('a platform quest with an item; an unlimited quest counts its claims', () => {
    renderCard({
      quest: quest({ game: null, rewardItem: 'Bronze frame', winnerLimit: null, endsAt: null }),
    });
    const link = screen.getByRole('link');
    expect(within(link).getByText(i18n.t('quests.platform'))).toBeTruthy();
    expect(
      within(link).getByText(
        i18n.t('quests.rewardWithItem', { points: '1,500', item: 'Bronze frame' }),
      ),
    ).toBeTruthy();
    expect(within(link).getByText(i18n.t('quests.card.winnersOpen', { won: '4' }))).toBeTruthy();
    expect(within(link).getByText(i18n.t('quests.card.noEnd'))).toBeTruthy();
  });

  it('a visitor’s locked card says "Sign in to start"; a member’s does not', () => {
    const { unmount } = renderCard({ quest: quest({ state: 'locked' }), isVisitor: true });
    expect(screen.getByText(i18n.t('quests.card.signInToStart'))).toBeTruthy();
    unmount();
    renderCard({ quest: quest({ state: 'locked' }) });
    expect(screen.queryByText(i18n.t('quests.card.signInToStart'))).toBeNull();
  });

  it('each of the six states has its own word and its own icon', () => {
    const seen = new Map<string, string>();
    for (const state of QUEST_STATES) {
      const { container, unmount } = renderCard({ quest: quest({ state }) });
      const badge = container.querySelector(`[data-state="${state}"]`);
      expect(badge?.textContent).toBe(i18n.t(`quests.states.${state}`));
      const icon = badge?.querySelector('svg')?.innerHTML ?? '';
      expect(icon).not.toBe('');
      seen.set(state, icon);
      unmount();
    }
    expect(new Set(seen.values()).size).toBe(QUEST_STATES.length);
  });

  it('the image is always on the image host', () => {
    const { container } = renderCard({ quest: quest({ image: 'https://evil.example/x.png' }) });
    const src = container.querySelector('img')?.getAttribute('src') ?? '';
    expect(src.startsWith(`${env.imageHost.replace(/\/+$/, '')}/`)).toBe(true);
    expect(src).not.toMatch(/^(https?:)?\/\/evil/);
  });
});
