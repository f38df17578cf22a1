import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { SteamInfo } from '../../api/schemas/steam';
import { useZonedFormat } from '../../../../shared/hooks/use-screen-zone';
import { formatNumber } from '../../../../i18n/format';
import type { steamConnectMachine } from '../../machines/steam-connect.machine';
import {
  selectIsConfirmingDisconnect,
  selectIsConnectFailed,
  selectIsConnected,
  selectIsDisconnecting,
  selectIsPrompting,
  selectIsRedeeming,
  selectIsStarting,
  selectReceipt,
  selectSteamError,
} from '../../machines/steam-connect.selectors';
import { FormErrorText } from '../../../../shared/components/form-error-text';
import { Popup } from '../../../../shared/components/popup';

type SteamActor = ActorRefFrom<typeof steamConnectMachine>;

/** Spec §2's Steam connect and disconnect popups, each one a state of the Steam connect machine. */
export function SteamPopups({ steam, info }: { steam: SteamActor; info: SteamInfo | null }) {
  const isPrompting = useSelector(steam, selectIsPrompting);
  const isStarting = useSelector(steam, selectIsStarting);
  const isRedeeming = useSelector(steam, selectIsRedeeming);
  const isConnected = useSelector(steam, selectIsConnected);
  const isFailed = useSelector(steam, selectIsConnectFailed);
  const isConfirming = useSelector(steam, selectIsConfirmingDisconnect);
  const isDisconnecting = useSelector(steam, selectIsDisconnecting);
  if (isPrompting || isStarting)
    return <ConnectPopup steam={steam} info={info} busy={isStarting} />;
  if (isRedeeming) return <RedeemingPopup />;
  if (isConnected) return <ReceiptPopup steam={steam} />;
  if (isFailed) return <FailedPopup steam={steam} />;
  if (isConfirming || isDisconnecting)
    return <DisconnectPopup steam={steam} info={info} busy={isDisconnecting} />;
  return null;
}

function ConnectPopup({
  steam,
  info,
  busy,
}: {
  steam: SteamActor;
  info: SteamInfo | null;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const points = formatNumber(info?.rewardPoints ?? '100');
  return (
    <ConfirmPopup
      steam={steam}
      busy={busy}
      title={t('steam.prompt.title')}
      confirm={{
        event: 'connect.confirm',
        label: t('steam.prompt.confirm'),
        busyLabel: t('steam.prompt.starting'),
        tone: 'primary',
      }}
      cancel={{ event: 'connect.cancel', label: t('steam.prompt.cancel') }}
    >
      <p>{t('steam.prompt.body')}</p>
      {info?.rewardOpen !== false ? (
        <p className="steam-popup__reward">{t('steam.prompt.reward', { points })}</p>
      ) : null}
    </ConfirmPopup>
  );
}

/** The connect and disconnect questions: their words, a confirm and a cancel, busy while it runs. */
function ConfirmPopup({
  steam,
  busy,
  title,
  confirm,
  cancel,
  children,
}: {
  steam: SteamActor;
  busy: boolean;
  title: string;
  confirm: {
    event: 'connect.confirm' | 'disconnect.confirm';
    label: string;
    busyLabel: string;
    tone: 'primary' | 'danger';
  };
  cancel: { event: 'connect.cancel' | 'disconnect.cancel'; label: string };
  children: ReactNode;
}) {
  const error = useSelector(steam, selectSteamError);
  const onCancel = () => steam.send({ type: cancel.event });
  return (
    <Popup title={title} placement="center" isBusy={busy} onClose={onCancel}>
      <div className="steam-popup">
        {children}
        <FormErrorText error={error} asAlert />
        <button
          type="button"
          className={`button button--${confirm.tone} button--block`}
          disabled={busy}
          onClick={() => steam.send({ type: confirm.event })}
        >
          {busy ? confirm.busyLabel : confirm.label}
        </button>
        <button
          type="button"
          className="button button--ghost button--block"
          disabled={busy}
          onClick={onCancel}
        >
          {cancel.label}
        </button>
      </div>
    </Popup>
  );
}

function RedeemingPopup() {
  const { t } = useTranslation();
  return (
    <Popup title={t('steam.redeeming.title')} placement="center" isBusy onClose={() => {}}>
      <p className="steam-popup" role="status">
        {t('steam.redeeming.body')}
      </p>
    </Popup>
  );
}

function ReceiptPopup({ steam }: { steam: SteamActor }) {
  const zoned = useZonedFormat();
  const { t } = useTranslation();
  const receipt = useSelector(steam, selectReceipt);
  const close = () => steam.send({ type: 'receipt.close' });
  if (!receipt) return null;
  return (
    <Popup title={t('steam.receipt.title')} placement="center" onClose={close}>
      <div className="steam-popup" role="status">
        <p>
          {receipt.personaName
            ? t('steam.receipt.linkedName', { name: receipt.personaName })
            : t('steam.receipt.linked', { id: receipt.steamId })}
        </p>
        {receipt.reward ? (
          <dl className="steam-receipt">
            <div>
              <dt className="steam-popup__reward">
                {t('steam.receipt.reward', { points: formatNumber(receipt.reward.points) })}
              </dt>
              <dd>{zoned(receipt.reward.createdAt, 'DATE_TIME', { named: true })}</dd>
            </div>
            <div>
              <dt>
                {t('steam.receipt.balance', {
                  balance: formatNumber(receipt.reward.balanceAfter),
                })}
              </dt>
              <dd>{t('steam.receipt.entry', { id: receipt.reward.entryId })}</dd>
            </div>
          </dl>
        ) : (
          <p className="muted">{t('steam.receipt.noReward')}</p>
        )}
      </div>
      <button type="button" className="button button--primary button--block" onClick={close}>
        {t('steam.receipt.done')}
      </button>
    </Popup>
  );
}

function FailedPopup({ steam }: { steam: SteamActor }) {
  const { t } = useTranslation();
  const error = useSelector(steam, selectSteamError);
  const close = () => steam.send({ type: 'connect.close' });
  return (
    <Popup title={t('steam.failed.title')} placement="center" onClose={close}>
      <div className="steam-popup">
        <FormErrorText error={error} asAlert />
        {error?.retryable ? (
          <button
            type="button"
            className="button button--primary button--block"
            onClick={() => steam.send({ type: 'connect.retry' })}
          >
            {t('steam.failed.retry')}
          </button>
        ) : null}
        <button
          type="button"
          className={`button ${error?.retryable ? 'button--ghost' : 'button--primary'} button--block`}
          onClick={() => steam.send({ type: 'connect.confirm' })}
        >
          {t('steam.failed.again')}
        </button>
        <button type="button" className="button button--ghost button--block" onClick={close}>
          {t('steam.failed.close')}
        </button>
      </div>
    </Popup>
  );
}

function DisconnectPopup({
  steam,
  info,
  busy,
}: {
  steam: SteamActor;
  info: SteamInfo | null;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmPopup
      steam={steam}
      busy={busy}
      title={t('steam.disconnectPopup.title')}
      confirm={{
        event: 'disconnect.confirm',
        label: t('steam.disconnectPopup.confirm'),
        busyLabel: t('steam.disconnectPopup.disconnecting'),
        tone: 'danger',
      }}
      cancel={{ event: 'disconnect.cancel', label: t('steam.disconnectPopup.cancel') }}
    >
      <p>
        {info?.personaName
          ? t('steam.disconnectPopup.bodyName', { name: info.personaName })
          : t('steam.disconnectPopup.body', { id: info?.steamId ?? '' })}
      </p>
    </ConfirmPopup>
  );
}
