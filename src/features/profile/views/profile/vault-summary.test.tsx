// The profile's vault summary, rendered with the real texts in each language: the number of games
// holding a balance, the two largest balances, "See all", its own failure with a retry, and nothing
// for a visitor. The session is a stand-in actor in the state the selectors read.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { createActor, createMachine } from 'xstate';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { vaultQueries } from '../../api/queries/vault-queries';
import type { VaultGame } from '../../api/schemas/vault';
import { vaultApi } from '../../api/vault-api';
import { LANGUAGES } from '../../../../config/constants';
import { i18n, loadLanguage, loadTextArea } from '../../../../i18n/i18n';
import type { AppActors } from '../../../../shared/machines/app-actor-refs';
import { ActorsProvider } from '../../../../shared/hooks/app-actors-context';
import { VaultSummary } from './vault-summary';

const UID = '10000001';

const game = (gameId: number, name: string, balance: string | null): VaultGame => ({
  gameId,
  name,
  icon: 'games/x.svg',
  currency: balance === null ? null : `Coin${gameId}`,
  balance,
  popularity: 0,
  featured: false,
  releasedAt: '2024-01-01',
  nftCount: 0,
  assetCount: 0,
  totalValue: balance ?? '0',
  items: [],
});

function session(signedIn: boolean) {
  const machine = createMachine({
    initial: signedIn ? 'signedIn' : 'signedOut',
    context: { loginInfo: signedIn ? { uid: UID } : null },
    states: { signedIn: {}, signedOut: {} },
  });
  return createActor(machine).start() as unknown as AppActors['session'];
}

function renderSummary(client: QueryClient, signedIn = true) {
  const actors = { session: session(signedIn) } as AppActors;
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ActorsProvider actors={actors}>
          <MemoryRouter>
            <VaultSummary />
          </MemoryRouter>
        </ActorsProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

afterEach(() => vi.restoreAllMocks());

describe.each(LANGUAGES)('VaultSummary in %s', (lang) => {
  beforeAll(async () => {
    await loadLanguage(lang);
    await loadTextArea('profile');
    await loadTextArea('common');
  });

  it('counts the games with a balance, lists the two largest and links to the vault', () => {
    const client = newClient();
    client.setQueryData(vaultQueries.vault({ uid: UID, lang }).queryKey, [
      game(1, 'Small', '5'),
      game(2, 'Nothing', null),
      game(3, 'Large', '12500.5'),
      game(4, 'Middle', '820'),
    ]);
    renderSummary(client);
    const region = screen.getByRole('region', { name: i18n.t('vault.summary.heading') });
    expect(region.textContent).toContain(i18n.t('vault.summary.games', { count: 3 }));
    const rows = within(region).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      `Large${i18n.t('vault.amount', { amount: '12,500.5', currency: 'Coin3' })}`,
      `Middle${i18n.t('vault.amount', { amount: '820', currency: 'Coin4' })}`,
    ]);
    const seeAll = within(region).getByRole('link', { name: i18n.t('vault.summary.seeAll') });
    expect(seeAll.getAttribute('href')).toBe('/profile/vault');
  });

  it('says when no game holds a balance', () => {
    const client = newClient();
    client.setQueryData(vaultQueries.vault({ uid: UID, lang }).queryKey, [game(1, 'A', null)]);
    renderSummary(client);
    expect(screen.getByText(i18n.t('vault.summary.none'))).toBeTruthy();
  });

  it('says its read failed and reads again on retry', async () => {
    const read = vi
      .spyOn(vaultApi, 'vault')
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce([game(1, 'Back', '1')]);
    renderSummary(newClient());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(i18n.t('vault.summary.loadFailed'));
    await userEvent.click(within(alert).getByRole('button', { name: i18n.t('common.retry') }));
    expect(await screen.findByText('Back')).toBeTruthy();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('shows nothing to a visitor', () => {
    const { container } = renderSummary(newClient(), false);
    expect(container.innerHTML).toBe('');
  });
});
