// The profile's leaderboard summary with the real texts: the member's weekly rank, this week's top 3,
// a visitor's prompt, a failed read with its retry, and the way to the whole board.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../shared/api/errors';
import { leaderboardApi } from '../../api/leaderboard-api';
import type { Leaderboard, LeaderboardRow } from '../../api/schemas/leaderboard';
import { LANGUAGES } from '../../../../config/constants';
import { i18n, loadLanguage, loadTextArea } from '../../../../i18n/i18n';
import { LeaderboardSummary } from './leaderboard-summary';

const session = vi.hoisted(() => ({ isSignedIn: true, uid: '10000001' }));
vi.mock('../../../../shared/hooks/use-session', () => ({
  useSession: () => ({ ...session, session: null }),
}));
vi.mock('../../api/leaderboard-api', () => ({ leaderboardApi: { board: vi.fn() } }));
const board = vi.mocked(leaderboardApi.board);

const row = (rank: number, over: Partial<LeaderboardRow> = {}): LeaderboardRow => ({
  rank,
  name: `Ri***${rank}`,
  avatar: null,
  level: 2,
  points: String(1000 - rank),
  isMe: false,
  ...over,
});
const answer = (me: LeaderboardRow | null): Leaderboard => ({
  period: 'week',
  rows: Array.from({ length: 50 }, (_, i) => row(i + 1)),
  me,
  weekStartsAt: '2026-11-23T00:00:00.000Z',
  weekEndsAt: '2026-11-30T00:00:00.000Z',
  timeZone: 'Asia/Taipei',
  rankedAt: '2026-11-27T01:00:00.000Z',
});

function renderSummary() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <LeaderboardSummary />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

beforeEach(() => {
  board.mockReset();
  session.isSignedIn = true;
  session.uid = '10000001';
});

describe.each(LANGUAGES)('LeaderboardSummary in %s', (lang) => {
  beforeAll(async () => {
    await loadLanguage(lang);
    await loadTextArea('profile');
  });

  it("says the member's weekly rank, lists the top 3 and links to the whole board", async () => {
    board.mockResolvedValue(answer(row(72, { name: 'DemoHero', points: '120', isMe: true })));
    renderSummary();
    const section = screen.getByRole('region', { name: i18n.t('leaderboard.summaryTitle') });
    expect(
      await within(section).findByText(
        i18n.t('leaderboard.summaryRank', { rank: 72, points: '120' }),
      ),
    ).toBeTruthy();
    const top = within(section).getByRole('list', { name: i18n.t('leaderboard.summaryTop') });
    expect(within(top).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(section)
        .getByRole('link', { name: i18n.t('leaderboard.seeAll') })
        .getAttribute('href'),
    ).toBe('/profile/leaderboard');
    expect(board).toHaveBeenCalledWith('week', expect.anything());
  });

  it('asks a visitor to sign in, and a member without points this week says so', async () => {
    session.isSignedIn = false;
    board.mockResolvedValue(answer(null));
    const { unmount } = renderSummary();
    expect(await screen.findByText(i18n.t('leaderboard.summarySignIn'))).toBeTruthy();
    unmount();
    session.isSignedIn = true;
    renderSummary();
    expect(await screen.findByText(i18n.t('leaderboard.summaryNoPoints'))).toBeTruthy();
  });

  it('says a failed read in words and reads again on "Try again"', async () => {
    board.mockRejectedValueOnce(new ApiError('schema', 0, 'bad'));
    board.mockResolvedValueOnce(answer(null));
    renderSummary();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(i18n.t('errors.badResponse'));
    await userEvent.click(within(alert).getByRole('button', { name: i18n.t('common.retry') }));
    expect(await screen.findByText(i18n.t('leaderboard.summaryNoPoints'))).toBeTruthy();
  });
});
