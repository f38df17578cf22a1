import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import { imageUrl } from '../../../../shared/api/image-url';
import type { Lootbox } from '../../api/schemas/lootbox';
import { PATHS } from '../../../../config/routes';
import { formatNumber } from '../../../../i18n/format';
import type { lootboxOpenMachine } from '../../machines/lootbox-open.machine';
import {
  selectBalance,
  selectChestName,
  selectIsConfirming,
  selectIsFailed,
  selectIsIdle,
  selectIsNotEnough,
  selectIsOpened,
  selectIsOpening,
  selectIsRevealing,
  selectIsSessionEnded,
  selectIsSignInToOpen,
  selectNameError,
  selectOpenError,
  selectOpenReceipt,
} from '../../machines/lootbox-open.selectors';
import { signInReturningTo } from '../../../../shared/machines/return-to';
import { FormErrorText } from '../../../../shared/components/form-error-text';
import { Popup } from '../../../../shared/components/popup';
import { lootboxAddress } from './lootbox-address';
import { OddsTable } from './odds-table';
import { OpenReceiptCard } from './open-receipt';

type OpenActor = ActorRefFrom<typeof lootboxOpenMachine>;

/** The open flow of one box, driven by the lootboxOpen machine: one dialog per state but idle. */
export function OpenDialog({ open, box }: { open: OpenActor; box: Lootbox }) {
  const { t } = useTranslation();
  const isIdle = useSelector(open, selectIsIdle);
  const isSignInToOpen = useSelector(open, selectIsSignInToOpen);
  const isNotEnough = useSelector(open, selectIsNotEnough);
  const isConfirming = useSelector(open, selectIsConfirming);
  const isOpening = useSelector(open, selectIsOpening);
  const isRevealing = useSelector(open, selectIsRevealing);
  const isOpened = useSelector(open, selectIsOpened);
  const isFailed = useSelector(open, selectIsFailed);
  const isSessionEnded = useSelector(open, selectIsSessionEnded);
  const receipt = useSelector(open, selectOpenReceipt);
  const error = useSelector(open, selectOpenError);
  const nameError = useSelector(open, selectNameError);
  const chestName = useSelector(open, selectChestName);
  const balance = useSelector(open, selectBalance);
  const cancel = () => open.send({ type: 'open.cancel' });

  if (isIdle) return null;
  const cancelButton = (label = t('lootbox.open.cancel')) => (
    <button type="button" className="button button--ghost button--block" onClick={cancel}>
      {label}
    </button>
  );

  let title = t('lootbox.open.confirmTitle', { box: box.name });
  let body: ReactNode = null;
  if (isSignInToOpen) {
    body = (
      <>
        <p>{t('lootbox.open.signInPrompt')}</p>
        <Link
          className="button button--primary button--block"
          to={signInReturningTo(lootboxAddress.openIntent(box.id))}
        >
          {t('lootbox.open.signIn')}
        </Link>
        {cancelButton()}
      </>
    );
  } else if (isNotEnough) {
    body = (
      <>
        <p role="alert">
          {t('lootbox.open.notEnough', {
            cost: formatNumber(box.cost),
            balance: formatNumber(balance ?? '0'),
          })}
        </p>
        <Link className="button button--primary button--block" to={PATHS.QUESTS}>
          {t('lootbox.open.earnPoints')}
        </Link>
        {cancelButton()}
      </>
    );
  } else if (isConfirming || isOpening) {
    body = (
      <form
        className="open-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          open.send({ type: 'open.confirm' });
        }}
      >
        <p>{t('lootbox.open.confirmText', { points: formatNumber(box.cost) })}</p>
        {balance !== null ? (
          <p className="muted">{t('lootbox.open.balanceNow', { points: formatNumber(balance) })}</p>
        ) : null}
        <details className="open-form__odds">
          <summary>{t('lootbox.odds.caption', { box: box.name })}</summary>
          <OddsTable boxName={box.name} odds={box.odds} />
        </details>
        <div className="field">
          <label className="field__label" htmlFor={`chest-name-${box.id}`}>
            {t('lootbox.chestName.label')}
          </label>
          <input
            id={`chest-name-${box.id}`}
            className="field__input"
            name="chestName"
            value={chestName}
            maxLength={40}
            autoComplete="off"
            disabled={isOpening}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={`chest-hint-${box.id} chest-error-${box.id}`}
            onChange={(e) => open.send({ type: 'chestName.change', value: e.target.value })}
          />
          <span id={`chest-hint-${box.id}`} className="small muted">
            {t('lootbox.chestName.hint')}
          </span>
          <FormErrorText id={`chest-error-${box.id}`} error={nameError} asAlert />
        </div>
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={isOpening}
          aria-busy={isOpening}
        >
          {isOpening ? t('lootbox.open.opening') : t('lootbox.open.confirm')}
        </button>
        {isOpening ? null : cancelButton()}
      </form>
    );
  } else if (isRevealing) {
    title = t('lootbox.open.revealing');
    body = (
      <>
        <div className="chest chest--opening" aria-hidden="true">
          <img src={imageUrl(box.image)} alt="" width="160" height="160" />
        </div>
        <button
          type="button"
          className="button button--ghost button--block"
          onClick={() => open.send({ type: 'reveal.skip' })}
        >
          {t('lootbox.open.skip')}
        </button>
      </>
    );
  } else if (isOpened && receipt) {
    title = t('lootbox.result.heading', { item: receipt.item.name });
    body = (
      <>
        <div className="chest chest--opened">
          <img src={imageUrl(receipt.item.image)} alt="" width="160" height="160" />
          <span className="tag">{t(`lootbox.categories.${receipt.item.category}`)}</span>
        </div>
        <p role="status">{t('lootbox.result.inInventory')}</p>
        <OpenReceiptCard receipt={receipt} />
        <Link className="button button--primary button--block" to={PATHS.PROFILE_INVENTORY}>
          {t('lootbox.result.toInventory')}
        </Link>
        <button
          type="button"
          className="button button--ghost button--block"
          onClick={() => open.send({ type: 'open.again' })}
        >
          {t('lootbox.result.again')}
        </button>
      </>
    );
  } else if (isFailed) {
    body = (
      <>
        <FormErrorText error={error} asAlert />
        <button
          type="button"
          className="button button--primary button--block"
          onClick={() => open.send({ type: 'open.retry' })}
        >
          {t('lootbox.open.retry')}
        </button>
        {cancelButton()}
      </>
    );
  } else if (isSessionEnded) {
    body = (
      <>
        <p role="alert">{t('lootbox.open.sessionEnded')}</p>
        <Link
          className="button button--primary button--block"
          to={signInReturningTo(lootboxAddress.openIntent(box.id))}
        >
          {t('lootbox.open.signInAgain')}
        </Link>
      </>
    );
  }

  // Closing is held while the open is on its way or the chest opens (its result is already kept).
  return (
    <Popup title={title} onClose={cancel} isBusy={isOpening || isRevealing}>
      <div className="open-sheet">{body}</div>
    </Popup>
  );
}
