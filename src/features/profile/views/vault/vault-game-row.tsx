// One partnered game in the vault: its balance in the game's currency and item counts, or "Rewards
// coming soon" when it holds nothing for the member. A game with rewards opens its NFTs and assets,
// filtered by category (both kept in the address by the page).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { imageUrl } from '../../../../shared/api/image-url';
import { ASSET_CATEGORIES, type AssetCategory } from '../../../lootbox/api/schemas/lootbox';
import type { VaultGame } from '../../api/schemas/vault';
import { PATHS } from '../../../../config/routes';
import { formatAmount } from './vault-format';
import { VaultStatusBadge } from './vault-parts';

export function hasRewards(game: VaultGame): boolean {
  return game.balance !== null || game.items.length > 0;
}

export function VaultGameRow({
  game,
  isOpen,
  category,
  onToggle,
  onCategory,
}: {
  game: VaultGame;
  isOpen: boolean;
  category: AssetCategory | null;
  onToggle: () => void;
  onCategory: (category: AssetCategory | null) => void;
}) {
  const { t } = useTranslation();
  const rewards = hasRewards(game);
  const head = (
    <>
      <img src={imageUrl(game.icon)} alt="" width="48" height="48" decoding="async" />
      <span className="vault-game__text">
        <span className="vault-game__name">{game.name}</span>
        {game.featured ? <span className="tag">{t('vault.featured')}</span> : null}
        {rewards ? (
          <>
            <span className="vault-game__balance">
              {game.balance !== null && game.currency !== null
                ? t('vault.amount', { amount: formatAmount(game.balance), currency: game.currency })
                : t('vault.noBalance')}
            </span>
            <span className="small muted">
              {t('vault.counts', { nfts: game.nftCount, assets: game.assetCount })}
            </span>
          </>
        ) : (
          <span className="muted">{t('vault.comingSoon')}</span>
        )}
      </span>
    </>
  );
  const itemsId = `vault-items-${game.gameId}`;
  return (
    <li className="vault-game" data-game-id={game.gameId}>
      {rewards ? (
        <button
          type="button"
          className="vault-game__head"
          aria-expanded={isOpen}
          aria-controls={itemsId}
          onClick={onToggle}
        >
          {head}
          <span className="vault-game__chevron" aria-hidden="true">
            {isOpen ? '▴' : '▾'}
          </span>
        </button>
      ) : (
        <div className="vault-game__head">{head}</div>
      )}
      {rewards && isOpen ? (
        <div id={itemsId} className="vault-items">
          {game.currency !== null ? (
            <p className="small muted">
              {t('vault.total', {
                amount: formatAmount(game.totalValue),
                currency: game.currency,
              })}
            </p>
          ) : null}
          <VaultItems game={game} category={category} onCategory={onCategory} />
        </div>
      ) : null}
    </li>
  );
}

function VaultItems({
  game,
  category,
  onCategory,
}: {
  game: VaultGame;
  category: AssetCategory | null;
  onCategory: (category: AssetCategory | null) => void;
}) {
  const { t } = useTranslation();
  if (game.items.length === 0) return <p className="muted">{t('vault.noItemsAtAll')}</p>;
  const shown = category ? game.items.filter((i) => i.category === category) : game.items;
  const chips: { value: AssetCategory | null; label: string }[] = [
    { value: null, label: t('vault.categories.all') },
    ...ASSET_CATEGORIES.map((c) => ({ value: c, label: t(`vault.categories.${c}`) })),
  ];
  return (
    <>
      <div className="vault-chips" role="group" aria-label={t('vault.categoryLabel')}>
        {chips.map((chip) => (
          <button
            key={chip.label}
            type="button"
            className="chip chip--plain"
            aria-pressed={category === chip.value}
            onClick={() => onCategory(chip.value)}
          >
            {chip.label}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className="muted">{t('vault.noItems')}</p>
      ) : (
        <ul className="vault-item-list" aria-label={t('vault.itemsOf', { game: game.name })}>
          {shown.map((item) => (
            <li key={item.id}>
              <Link className="vault-item" to={`${PATHS.PROFILE_VAULT_ITEM}?id=${item.id}`}>
                <img src={imageUrl(item.image)} alt="" width="56" height="56" decoding="async" />
                <span className="vault-item__text">
                  <span className="vault-item__name">{item.name}</span>
                  <span className="small muted">
                    {t(`vault.kinds.${item.kind}`)} · {t(`vault.categories.${item.category}`)}
                  </span>
                </span>
                <VaultStatusBadge status={item.status} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
