import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { settingsQueries } from '../../../../shared/api/queries/settings-queries';
import type { MemberSettings } from '../../../../shared/api/schemas/settings';
import { PATHS } from '../../../../config/routes';
import type { TextKey } from '../../../../i18n/text-key';
import { signInReturningTo } from '../../../../shared/machines/return-to';
import { settingsMachine } from '../../machines/settings.machine';
import {
  selectIsFailed,
  selectIsSaved,
  selectIsSaving,
  selectIsSignInRequired,
  selectSettingsError,
  selectShown,
  selectTourAsked,
} from '../../machines/settings.selectors';
import { FormErrorText } from '../../../../shared/components/form-error-text';
import { QueryState } from '../../../../shared/components/query-state';
import { useAppActors } from '../../../../shared/hooks/app-actors-context';
import { useViewer } from '../../../../shared/hooks/use-viewer';
import { markShowStep } from './show-step';
import { TimeZonePicker } from './time-zone-picker';
import './setting.css';
import { BackLink } from '../../../../shared/components/back-link';

/**
 * /menu/setting (issue 15 item 4, decision 042): the member's time zone, notification choices and
 * "show the guided tour again", each saved at once by the settings machine. A visitor is asked to
 * sign in.
 */
export function SettingPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  // The last settings stay while the session ends mid-save, so the form (and its machine) can say
  // so and offer sign-in instead of vanishing into the visitor's prompt.
  const settings = useQuery({
    ...settingsQueries.settings(viewer),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="page setting-page">
      <BackLink />
      <h1 className="page-title">{t('setting.title')}</h1>
      {!viewer.isSignedIn && !settings.data ? (
        <div className="empty-state">
          <p>{t('setting.signIn')}</p>
          <Link className="button button--primary" to={signInReturningTo(PATHS.SETTING)}>
            {t('setting.signInButton')}
          </Link>
        </div>
      ) : (
        <>
          <QueryState
            isPending={settings.isPending}
            isError={settings.isError && !settings.data}
            isEmpty={false}
            errorKey="setting.loadFailed"
            emptyKey="setting.loadFailed"
            onRetry={() => void settings.refetch()}
          />
          {settings.data ? <SettingsForm settings={settings.data} uid={viewer.uid} /> : null}
        </>
      )}
    </div>
  );
}

const NOTIFICATIONS: { key: keyof MemberSettings; label: TextKey }[] = [
  { key: 'notifyRewardEmail', label: 'setting.notifications.rewardEmail' },
  { key: 'notifyQuest', label: 'setting.notifications.quest' },
  { key: 'notifyWallet', label: 'setting.notifications.wallet' },
  { key: 'notifyInvite', label: 'setting.notifications.invite' },
];

function SettingsForm({ settings, uid }: { settings: MemberSettings; uid: string }) {
  const { t, i18n } = useTranslation();
  const { inspect } = useAppActors();
  const queryClient = useQueryClient();
  const flow = useActorRef(
    settingsMachine.provide({
      actions: {
        announceSaved: ({ context }) =>
          queryClient.setQueryData(
            settingsQueries.settings({ uid, lang: i18n.language }).queryKey,
            context.stored,
          ),
        markTourRestarted: () => markShowStep(),
      },
    }),
    { input: { settings }, inspect },
  );
  const shown = useSelector(flow, selectShown);
  const isSaving = useSelector(flow, selectIsSaving);
  const isSaved = useSelector(flow, selectIsSaved);
  const isFailed = useSelector(flow, selectIsFailed);
  const isSignInRequired = useSelector(flow, selectIsSignInRequired);
  const tourAsked = useSelector(flow, selectTourAsked);
  const error = useSelector(flow, selectSettingsError);
  const change = (patch: Partial<MemberSettings>) => {
    if (!isSaving) flow.send({ type: 'settings.change', patch });
  };

  return (
    <div className="setting-form" aria-busy={isSaving}>
      <div className="setting-status" role="status">
        {isSaving ? <p className="muted">{t('setting.saving')}</p> : null}
        {isSaved ? (
          <p className="success-text">
            {tourAsked ? t('setting.tour.restarted') : t('setting.saved')}
          </p>
        ) : null}
      </div>
      {isFailed ? (
        <div className="setting-problem" role="alert">
          <p>{t('setting.failed')}</p>
          <FormErrorText error={error} />
          <button
            type="button"
            className="button button--ghost"
            onClick={() => flow.send({ type: 'settings.retry' })}
          >
            {t('setting.retry')}
          </button>
        </div>
      ) : null}
      {isSignInRequired ? (
        <div className="setting-problem" role="alert">
          <p>{t('setting.session.ended')}</p>
          <Link className="button button--primary" to={signInReturningTo(PATHS.SETTING)}>
            {t('setting.session.signIn')}
          </Link>
        </div>
      ) : null}
      <TimeZonePicker
        current={shown.timeZone}
        isBusy={isSaving || isSignInRequired}
        onChoose={(timeZone) => change({ timeZone })}
      />
      <section className="setting-section" aria-labelledby="setting-notifications-heading">
        <h2 className="section-title" id="setting-notifications-heading">
          {t('setting.notifications.heading')}
        </h2>
        <p className="muted">{t('setting.notifications.hint')}</p>
        {NOTIFICATIONS.map(({ key, label }) => (
          <label key={key} className="checkbox setting-switch">
            <input
              type="checkbox"
              checked={Boolean(shown[key])}
              disabled={isSignInRequired}
              aria-disabled={isSaving}
              onChange={(event) => change({ [key]: event.target.checked })}
            />
            <span>{t(label)}</span>
          </label>
        ))}
      </section>
      <section className="setting-section" aria-labelledby="setting-tour-heading">
        <h2 className="section-title" id="setting-tour-heading">
          {t('setting.tour.heading')}
        </h2>
        <p className="muted">{t('setting.tour.hint')}</p>
        <button
          type="button"
          className="button button--ghost button--block"
          aria-disabled={isSaving || isSignInRequired}
          onClick={() => {
            if (!isSaving && !isSignInRequired) flow.send({ type: 'tour.restart' });
          }}
        >
          {t('setting.tour.restart')}
        </button>
        {isSaved && tourAsked ? (
          <Link className="button button--primary button--block" to={PATHS.HOME}>
            {t('setting.tour.goHome')}
          </Link>
        ) : null}
      </section>
    </div>
  );
}

export { SettingPage as Component };
