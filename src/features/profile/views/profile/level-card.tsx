import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestProgress } from '../../../quests/api/schemas/quest';
import { LEVEL_THRESHOLDS_POINTS, TOP_LEVEL } from '../../../../config/constants';
import { formatNumber } from '../../../../i18n/format';
import { Popup } from '../../../../shared/components/popup';
import { QueryState } from '../../../../shared/components/query-state';

/** "Lvl. 4 Hermit": the top level has a name (docs/product/profile.md); the others are numbers. */
export function useLevelName() {
  const { t } = useTranslation();
  return (level: number) =>
    level === TOP_LEVEL
      ? t('profile.level.named', { level, name: t('profile.level.names.4') })
      : t('profile.level.short', { level });
}

/**
 * The level, its progress toward the next, and (on tap) how levels work: the thresholds of the one
 * config (LEVEL_THRESHOLDS_POINTS) the server ranks by too.
 */
export function LevelCard({ progress }: { progress: UseQueryResult<QuestProgress> }) {
  const { t } = useTranslation();
  const levelName = useLevelName();
  const [isOpen, setOpen] = useState(false);
  const data = progress.data;
  return (
    <section className="profile-card level-card" aria-labelledby="level-heading">
      <h2 id="level-heading" className="section-title">
        {t('profile.level.heading')}
      </h2>
      {progress.isPending ? <LevelSkeleton /> : null}
      <QueryState
        isPending={false}
        isError={progress.isError}
        isEmpty={false}
        errorKey="profile.loadFailed"
        emptyKey="profile.loadFailed"
        onRetry={() => void progress.refetch()}
      />
      {data ? <LevelProgress data={data} levelName={levelName} /> : null}
      <button type="button" className="link-button" onClick={() => setOpen(true)}>
        {t('profile.level.explain')}
      </button>
      {isOpen ? (
        <Popup title={t('profile.level.popupTitle')} onClose={() => setOpen(false)}>
          <p>{t('profile.level.popupIntro')}</p>
          <ol className="level-list">
            {LEVEL_THRESHOLDS_POINTS.map((points, level) => (
              <li
                key={level}
                className="level-list__row"
                aria-current={data?.level === level ? 'true' : undefined}
              >
                <span>{levelName(level)}</span>
                <span className="muted">
                  {t('profile.level.from', { points: formatNumber(points) })}
                  {data?.level === level ? ` · ${t('profile.level.current')}` : ''}
                </span>
              </li>
            ))}
          </ol>
        </Popup>
      ) : null}
    </section>
  );
}

/**
 * The progress's loaded shape while it loads (level, bar, two lines): it came after the member,
 * and growing by those lines it moved the wallet card under it (CLS 0.04, issue 28 item 6).
 */
function LevelSkeleton() {
  const { t } = useTranslation();
  return (
    <>
      <p className="visually-hidden" role="status">
        {t('common.loading')}
      </p>
      <p className="level-card__level" aria-hidden="true">
        {'\u00a0'}
      </p>
      <div className="level-card__bar" aria-hidden="true" />
      <p className="muted" aria-hidden="true">
        {'\u00a0'}
      </p>
      <p aria-hidden="true">{'\u00a0'}</p>
    </>
  );
}

function LevelProgress({
  data,
  levelName,
}: {
  data: QuestProgress;
  levelName: (level: number) => string;
}) {
  const { t } = useTranslation();
  const earned = Number(data.earnedPoints);
  const next = data.nextLevelAt === null ? null : Number(data.nextLevelAt);
  const from = LEVEL_THRESHOLDS_POINTS[data.level] ?? 0;
  const share = next === null ? 1 : Math.min(1, Math.max(0, (earned - from) / (next - from)));
  return (
    <>
      <p className="level-card__level">{levelName(data.level)}</p>
      <div
        className="level-card__bar"
        role="meter"
        aria-label={t('profile.level.heading')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share * 100)}
      >
        <span style={{ width: `${share * 100}%` }} />
      </div>
      {next === null ? (
        <p className="muted">{t('profile.level.top')}</p>
      ) : (
        <>
          <p className="muted">
            {t('profile.level.progress', {
              earned: formatNumber(earned),
              next: formatNumber(next),
            })}
          </p>
          <p>
            {t('profile.level.toNext', {
              left: formatNumber(Math.max(0, next - earned)),
              level: data.level + 1,
            })}
          </p>
        </>
      )}
    </>
  );
}
