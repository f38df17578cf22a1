// The badge and ticket blocks the profile page places (issue 13): what they show from their own
// query, their failure with a retry, and their empty state, with the real texts in each language.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { achievementApi } from '../../api/achievement-api';
import { ApiError } from '../../../../shared/api/errors';
import type { Achievement, Ticket } from '../../api/schemas/achievement';
import { LANGUAGES } from '../../../../config/constants';
import { PATHS } from '../../../../config/routes';
import { i18n, loadLanguage, loadTextArea } from '../../../../i18n/i18n';
import { AchievementsSummary } from './achievements-summary';
import { TicketsSummary } from './tickets-summary';

const badge = (id: number, unlockedAt: string | null): Achievement => ({
  id,
  code: `badge-${id}`,
  name: `Badge ${id}`,
  description: 'Do a thing.',
  criterion: 'questClaims',
  target: 1,
  progress: unlockedAt ? 1 : 0,
  unlockedAt,
});

const ticket: Ticket = {
  id: 7,
  purpose: 'Entry to the grand draw',
  eventId: 1,
  eventTitle: 'Winter Clash',
  source: 'grant',
  questTitle: null,
  checkInDays: null,
  issuedAt: '2026-11-01T00:00:00.000Z',
  // 16:00 UTC is midnight in Taipei.
  expiresAt: '2026-12-01T16:00:00.000Z',
  usedAt: null,
  state: 'valid',
};

function renderWithQueries(node: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>{node}</MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(LANGUAGES)('profile summaries in %s', (lang) => {
  beforeAll(async () => {
    await loadLanguage(lang);
    await loadTextArea('profile');
  });

  it('badges: unlocked of total, the latest three unlocked newest first, and See all', async () => {
    vi.spyOn(achievementApi, 'achievements').mockResolvedValue({
      timeZone: 'Asia/Taipei',
      items: [
        badge(1, '2026-01-01T00:00:00.000Z'),
        badge(2, '2026-03-01T00:00:00.000Z'),
        badge(3, null),
        badge(4, '2026-02-01T00:00:00.000Z'),
        badge(5, '2026-04-01T16:30:00.000Z'),
      ],
    });
    renderWithQueries(<AchievementsSummary uid="10000001" />);
    const section = await screen.findByRole('region', {
      name: i18n.t('achievements.summary.heading'),
    });
    expect(
      await within(section).findByText(
        i18n.t('achievements.summary.count', { unlocked: 4, total: 5 }),
      ),
    ).toBeTruthy();
    const rows = within(section).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      // Dates in the member's zone: 16:30 UTC is the next day in Taipei.
      'Badge 52026-04-02',
      'Badge 22026-03-01',
      'Badge 42026-02-01',
    ]);
    const link = within(section).getByRole('link', { name: i18n.t('achievements.summary.seeAll') });
    expect(link.getAttribute('href')).toBe(PATHS.PROFILE_ACHIEVEMENTS);
  });

  it('badges: a failure says so and the retry reads again', async () => {
    const read = vi
      .spyOn(achievementApi, 'achievements')
      .mockRejectedValueOnce(new ApiError('http', 500, 'HTTP 500'))
      .mockResolvedValue({ timeZone: 'UTC', items: [badge(1, null)] });
    renderWithQueries(<AchievementsSummary uid="10000001" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(i18n.t('achievements.summary.loadFailed'));
    fireEvent.click(within(alert).getByRole('button', { name: i18n.t('common.retry') }));
    expect(await screen.findByText(i18n.t('achievements.summary.none'))).toBeTruthy();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('tickets: the valid count and the next to expire, in the member zone', async () => {
    const read = vi
      .spyOn(achievementApi, 'tickets')
      .mockResolvedValue({ data: { items: [ticket], timeZone: 'Asia/Taipei' }, total: 2 });
    renderWithQueries(<TicketsSummary uid="10000001" />);
    const section = await screen.findByRole('region', { name: i18n.t('tickets.summary.heading') });
    expect(
      await within(section).findByText(i18n.t('tickets.summary.valid', { count: 2 })),
    ).toBeTruthy();
    expect(
      within(section).getByText(
        i18n.t('tickets.summary.next', {
          purpose: ticket.purpose,
          time: '2026-12-02 00:00',
        }),
      ),
    ).toBeTruthy();
    expect(read.mock.calls[0]![0]).toEqual({ page: 1, size: 1, state: 'valid' });
    const link = within(section).getByRole('link', { name: i18n.t('tickets.summary.seeAll') });
    expect(link.getAttribute('href')).toBe(PATHS.PROFILE_TICKETS);
  });

  it('tickets: none valid says so', async () => {
    vi.spyOn(achievementApi, 'tickets').mockResolvedValue({
      data: { items: [], timeZone: 'UTC' },
      total: 0,
    });
    renderWithQueries(<TicketsSummary uid="10000001" />);
    expect(await screen.findByText(i18n.t('tickets.summary.none'))).toBeTruthy();
  });
});
