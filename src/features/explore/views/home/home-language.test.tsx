// The home catalogue follows the language (decision 044): the server answers genres and news in the
// request's language, so switching language must read again (the query keys name it), and the
// cards and search results then show the new language's texts, never the old one's from cache.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gameApi } from '../../api/game-api';
import { homeApi } from '../../api/home-api';
import { questApi } from '../../../quests/api/quest-api';
import type { Game, News } from '../../api/schemas/game';
import { i18n, loadLanguage, loadTextArea } from '../../../../i18n/i18n';
import { HomePage } from './home-page';

// A visitor (no app actors here): the viewer follows the active language as the real hook does.
vi.mock('../../../../shared/hooks/use-viewer', () => ({
  useViewer: () => {
    const lang = useTranslation().i18n.language;
    return { uid: '', lang, isSignedIn: false };
  },
}));

/** What the local API answers for `lang` (seeded texts of one game and one news). */
const TEXTS = {
  'en-US': { tag: 'RPG', news: 'Ember Realms Season 4: The Ashen Crown is live' },
  'zh-TW': { tag: '角色扮演', news: '餘燼王國第 4 季「灰燼王冠」正式上線' },
  'zh-CN': { tag: '角色扮演', news: '余烬王国第 4 季“灰烬王冠”正式上线' },
} as const;
type Lang = keyof typeof TEXTS;

const game = (lang: Lang): Game => ({
  id: 1,
  icon: 'games/ember-realms.svg',
  name: 'Ember Realms',
  tag: TEXTS[lang].tag,
  description: '',
  downloads: 1,
  rating: 4.7,
  releasedAt: '2024-03-14',
});
const news = (lang: Lang): News => ({
  id: 1,
  title: TEXTS[lang].news,
  cover: 'news/x.svg',
  publishedAt: '2026-11-26T00:00:00.000Z',
});

/** Answers as the server would: in the language the request helper sends (the active one). */
const serverLang = () => i18n.language as Lang;

beforeEach(async () => {
  await loadTextArea('common');
  await loadTextArea('explore');
  vi.spyOn(homeApi, 'banners').mockResolvedValue([]);
  vi.spyOn(questApi, 'trendingEvents').mockResolvedValue([]);
  await loadLanguage('en-US');
  vi.spyOn(gameApi, 'partneredGames').mockImplementation(async () => [
    { ...game(serverLang()), favorite: false },
  ]);
  vi.spyOn(gameApi, 'gameSearch').mockImplementation(async () => [game(serverLang())]);
  vi.spyOn(gameApi, 'newsSearch').mockImplementation(async () => [news(serverLang())]);
});
afterEach(() => vi.restoreAllMocks());

function renderHome() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <HomePage />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('home catalogue and search across a language switch', () => {
  it.each(['zh-TW', 'zh-CN'] as const)(
    'en-US → %s: the genre and news are read again and shown in the new language',
    async (lang) => {
      renderHome();
      expect(await screen.findByText('RPG', {}, { timeout: 5000 })).toBeTruthy();
      await userEvent.type(screen.getByRole('searchbox'), 'ember{Enter}');
      expect(await screen.findByText(TEXTS['en-US'].news, {}, { timeout: 5000 })).toBeTruthy();

      await act(() => loadLanguage(lang));

      expect(await screen.findByText(TEXTS[lang].news, {}, { timeout: 5000 })).toBeTruthy();
      expect(screen.queryByText(TEXTS['en-US'].news)).toBeNull();
      expect(screen.getAllByText(TEXTS[lang].tag)).toHaveLength(2);
      expect(screen.queryByText('RPG')).toBeNull();
      expect(gameApi.partneredGames).toHaveBeenCalledTimes(2);
      expect(gameApi.newsSearch).toHaveBeenCalledTimes(2);
    },
  );
});
