import { useActorRef } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../../../shared/api/image-url';
import type { Lootbox } from '../../api/schemas/lootbox';
import { formatNumber } from '../../../../i18n/format';
import { lootboxOpenMachine } from '../../machines/lootbox-open.machine';
import { useAppActors } from '../../../../shared/hooks/app-actors-context';
import { OddsTable } from './odds-table';
import { OpenDialog } from './open-dialog';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** One box: its picture, cost and full odds table, and the open flow (its own machine). */
export function BoxCard({
  box,
  balance,
  isSignedIn,
  hasOpenIntent,
  onOpened,
}: {
  box: Lootbox;
  balance: string | null;
  isSignedIn: boolean;
  hasOpenIntent: boolean;
  onOpened: () => void;
}) {
  const { t } = useTranslation();
  const { inspect } = useAppActors();
  const open = useActorRef(lootboxOpenMachine.provide({ actions: { announceOpen: onOpened } }), {
    input: {
      lootboxId: box.id,
      cost: box.cost,
      balance,
      isSignedIn,
      hasOpenIntent,
      reducedMotion: prefersReducedMotion(),
    },
    inspect,
  });
  const headingId = `box-${box.id}`;
  return (
    <section className="box-card" aria-labelledby={headingId}>
      <div className="box-card__head">
        <img
          className="box-card__image"
          src={imageUrl(box.image)}
          alt=""
          width="80"
          height="80"
          decoding="async"
        />
        <div>
          <h2 id={headingId} className="section-title">
            {box.name}
          </h2>
          <p className="box-card__cost">{t('lootbox.cost', { points: formatNumber(box.cost) })}</p>
        </div>
      </div>
      <OddsTable boxName={box.name} odds={box.odds} />
      <button
        type="button"
        className="button button--primary button--block"
        onClick={() => open.send({ type: 'open.request', balance })}
      >
        {t('lootbox.open.button', { points: formatNumber(box.cost) })}
      </button>
      <OpenDialog open={open} box={box} />
    </section>
  );
}
