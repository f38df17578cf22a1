import { useTranslation } from 'react-i18next';
import type { OddsRow } from '../../api/schemas/lootbox';
import { percentOf } from './odds';

/**
 * A box's full odds table, shown before buying: every item, its type and its chance, and the total
 * (100 %). The disclosure under it is the one Taiwan's rules expect on the zh-TW page.
 */
export function OddsTable({ boxName, odds }: { boxName: string; odds: readonly OddsRow[] }) {
  const { t } = useTranslation();
  const total = odds.reduce((sum, o) => sum + o.weightBp, 0);
  return (
    <div className="odds">
      <table className="odds-table">
        <caption>{t('lootbox.odds.caption', { box: boxName })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('lootbox.odds.item')}</th>
            <th scope="col">{t('lootbox.odds.category')}</th>
            <th scope="col" className="odds-table__chance">
              {t('lootbox.odds.chance')}
            </th>
          </tr>
        </thead>
        <tbody>
          {odds.map((o) => (
            <tr key={o.itemId}>
              <th scope="row">{o.name}</th>
              <td>{t(`lootbox.categories.${o.category}`)}</td>
              <td className="odds-table__chance">{percentOf(o.weightBp)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t('lootbox.odds.total')}
            </th>
            <td className="odds-table__chance">{percentOf(total)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="odds__disclosure small muted">{t('lootbox.odds.disclosure')}</p>
    </div>
  );
}
