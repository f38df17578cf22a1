import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Prize } from '../../api/schemas/prize';
import { formatNumber } from '../../../../i18n/format';
import { prizeBlockOf, type PrizeBlock } from '../../machines/prize-limits';
import { signInReturningTo } from '../../../../shared/machines/return-to';
import { prizeAddress } from './prize-address';

/**
 * One prize of /reward/redeem: picture, name, cost, stock, limits and the Redeem button. A prize the
 * member cannot redeem now (a limit reached, too few points) says why in words and offers "see
 * why" instead of Redeem: the sheet then names the limit, or the points missing.
 */
export function PrizeCard({
  prize,
  isSignedIn,
  balance,
  onChoose,
}: {
  prize: Prize;
  isSignedIn: boolean;
  /** The member's points as shown (null: unknown or a visitor). */
  balance: string | null;
  onChoose: (prize: Prize) => void;
}) {
  const { t } = useTranslation();
  const isOut = prize.stock <= 0;
  const block = isSignedIn ? prizeBlockOf(prize, balance) : null;
  const isBlocked = block !== null && block !== 'outOfStock';
  const headingId = `prize-${prize.id}`;
  const reasonId = `prize-${prize.id}-reason`;
  return (
    <li className="prize-card" aria-labelledby={headingId}>
      <img className="prize-card__image" src={`/images/${prize.image}`} alt="" loading="lazy" />
      <div className="prize-card__body">
        <h2 id={headingId} className="prize-card__name">
          {prize.name}
        </h2>
        <p className="prize-card__description">{prize.description}</p>
        <p className="prize-card__cost">{t('prizes.cost', { points: formatNumber(prize.cost) })}</p>
        <ul className="prize-card__facts">
          <li>{t(`prizes.kind.${prize.kind}`)}</li>
          <li className={isOut ? 'prize-card__out' : undefined}>
            {isOut ? t('prizes.outOfStock') : t('prizes.stock', { count: prize.stock })}
          </li>
          {prize.memberLimit !== null ? (
            <li>{t('prizes.memberLimit', { used: prize.usedTotal, limit: prize.memberLimit })}</li>
          ) : null}
          {prize.dailyLimit !== null ? (
            <li>{t('prizes.dailyLimit', { used: prize.usedToday, limit: prize.dailyLimit })}</li>
          ) : null}
        </ul>
        {isBlocked ? (
          <p id={reasonId} className="prize-card__blocked">
            {blockText(t, block, prize, balance)}
          </p>
        ) : null}
        {isSignedIn ? (
          <button
            type="button"
            className={`button ${isBlocked ? 'button--ghost' : 'button--primary'} prize-card__action`}
            disabled={isOut}
            aria-describedby={isBlocked ? reasonId : undefined}
            onClick={() => onChoose(prize)}
          >
            {isOut
              ? t('prizes.outOfStock')
              : isBlocked
                ? t('prizes.blocked.button')
                : t('prizes.redeemButton')}
            <span className="visually-hidden"> {prize.name}</span>
          </button>
        ) : (
          <Link
            className="button button--primary prize-card__action"
            to={signInReturningTo(prizeAddress.redeem(prize.id))}
          >
            {t('prizes.redeemButton')}
            <span className="visually-hidden"> {prize.name}</span>
          </Link>
        )}
      </div>
    </li>
  );
}

function blockText(
  t: TFunction,
  block: Exclude<PrizeBlock, 'outOfStock'>,
  prize: Prize,
  balance: string | null,
): string {
  switch (block) {
    case 'memberLimit':
      return t('prizes.blocked.memberLimit', { used: prize.usedTotal, limit: prize.memberLimit });
    case 'dailyLimit':
      return t('prizes.blocked.dailyLimit', { used: prize.usedToday, limit: prize.dailyLimit });
    case 'notEnough':
      return t('prizes.blocked.notEnough', {
        missing: formatNumber((BigInt(prize.cost) - BigInt(balance ?? '0')).toString()),
      });
  }
}
