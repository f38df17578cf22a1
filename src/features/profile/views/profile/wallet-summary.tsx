import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MemberInfo } from '../../../../shared/api/schemas/member';
import type { QuestProgress } from '../../../quests/api/schemas/quest';
import { PATHS } from '../../../../config/routes';
import { formatNumber } from '../../../../i18n/format';

/** The member's balances and quests completed (docs/product/profile.md profile "wallet", "quest completed"). */
export function WalletSummary({
  member,
  progress,
}: {
  member: MemberInfo;
  progress: QuestProgress | null;
}) {
  const { t } = useTranslation();
  // The ledger's balance (progress) is the authority; MemberInfo's is shown until it arrives.
  const points = progress ? progress.points : member.points;
  return (
    <section className="profile-card" aria-labelledby="wallet-heading">
      <h2 id="wallet-heading" className="section-title">
        {t('profile.wallet.heading')}
      </h2>
      <dl className="profile-stats">
        <div>
          <dt>{t('profile.wallet.points')}</dt>
          <dd>{formatNumber(points)}</dd>
        </div>
        <div>
          <dt>{t('profile.wallet.gact')}</dt>
          <dd>{formatNumber(member.gact)}</dd>
        </div>
        <div>
          <dt>{t('profile.stats.completed')}</dt>
          <dd>{progress ? formatNumber(progress.completedCount) : '–'}</dd>
        </div>
        <div>
          <dt>{t('profile.stats.earned')}</dt>
          <dd>{progress ? formatNumber(progress.earnedPoints) : '–'}</dd>
        </div>
      </dl>
      <p className="muted">{t('profile.wallet.note')}</p>
      {/* The wallet home (issue 14): balances, chart, receive, convert, withdraw, history. */}
      <Link className="link-button" to={PATHS.WALLET}>
        {t('profile.wallet.open')}
      </Link>
      <Link className="link-button" to={PATHS.REWARD_HISTORY}>
        {t('profile.wallet.history')}
      </Link>
    </section>
  );
}
