import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { memberQueries } from '../../../../shared/api/queries/member-queries';
import { refreshAfterWrite } from '../../../../shared/api/queries/refresh-after-write';
import { questQueries } from '../../../quests/api/queries/quest-queries';
import { steamQueries } from '../../api/queries/steam-queries';
import { PATHS } from '../../../../config/routes';
import { useZonedFormat } from '../../../../shared/hooks/use-screen-zone';
import { formatNumber } from '../../../../i18n/format';
import { signInReturningTo } from '../../../../shared/machines/return-to';
import { steamConnectMachine } from '../../machines/steam-connect.machine';
import { selectCode, selectIsSignInRequired } from '../../machines/steam-connect.selectors';
import { useAppActors } from '../../../../shared/hooks/app-actors-context';
import { useViewer } from '../../../../shared/hooks/use-viewer';
import { steamCodeIn, steamNavigation, steamReturnAddress } from './steam-address';
import { SteamPopups } from './steam-popups';
import './steam.css';

/**
 * The profile's Steam card (issue 15 item 2, decision 040): the linked Steam account (its persona
 * name, decision 050) with Disconnect, or "Connect Steam (+100)" while the reward is open; the connect and disconnect popups; and, back from Steam at
 * /profile?code=…&codeType=steam, the code redeemed at once. A session that ended mid-flow shows
 * its sign-in link here (coming back with the code), also on the signed-out profile.
 */
export function SteamCard() {
  const zoned = useZonedFormat();
  const { t } = useTranslation();
  const { inspect } = useAppActors();
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  const info = useQuery({ ...steamQueries.info(viewer.uid), enabled: viewer.isSignedIn });
  const steam = useActorRef(
    steamConnectMachine.provide({
      actions: {
        goToSteam: ({ event }) => {
          if ('output' in event) steamNavigation.leave((event.output as { url: string }).url);
        },
        cleanAddress: () => void navigate(PATHS.PROFILE, { replace: true }),
        // The code is redeemed on arrival, while the card's first read may still be on its way.
        announceLink: () =>
          void refreshAfterWrite(queryClient, [
            steamQueries.all(viewer.uid),
            memberQueries.all(viewer.uid),
            questQueries.all(),
          ]),
      },
    }),
    { input: { code: steamCodeIn(search) }, inspect },
  );
  const isSignInRequired = useSelector(steam, selectIsSignInRequired);
  const code = useSelector(steam, selectCode);

  if (isSignInRequired)
    return (
      <section className="profile-card steam-card" aria-labelledby="steam-heading">
        <h2 id="steam-heading" className="section-title">
          {t('steam.heading')}
        </h2>
        <p role="alert">{t('steam.session.ended')}</p>
        <Link
          className="button button--primary button--block"
          to={signInReturningTo(steamReturnAddress(code))}
        >
          {t('steam.session.signIn')}
        </Link>
      </section>
    );
  if (!viewer.isSignedIn) return <SteamPopups steam={steam} info={null} />;

  const data = info.data ?? null;
  const points = formatNumber(data?.rewardPoints ?? '100');
  return (
    <section className="profile-card steam-card" aria-labelledby="steam-heading">
      <h2 id="steam-heading" className="section-title">
        {t('steam.heading')}
      </h2>
      {info.isError && !data ? <p className="error-text">{t('steam.loadFailed')}</p> : null}
      {data?.connected ? (
        <>
          <p className="steam-card__id">
            {data.personaName
              ? t('steam.linkedAsName', { name: data.personaName })
              : t('steam.linkedAs', { id: data.steamId ?? '' })}
          </p>
          {data.linkedAt ? (
            <p className="muted">{t('steam.linkedOn', { date: zoned(data.linkedAt, 'DATE') })}</p>
          ) : null}
          <button
            type="button"
            className="button button--ghost button--block"
            onClick={() => steam.send({ type: 'disconnect.open' })}
          >
            {t('steam.disconnect')}
          </button>
        </>
      ) : data ? (
        <>
          <p className="muted">{t('steam.notConnected')}</p>
          <p>{data.rewardOpen ? t('steam.rewardOpen', { points }) : t('steam.rewardEarned')}</p>
          <button
            type="button"
            className="button button--primary button--block"
            onClick={() => steam.send({ type: 'connect.open' })}
          >
            {/* Once paid, a new link earns nothing: the button promises no points then. */}
            {data.rewardOpen ? t('steam.connect', { points }) : t('steam.connectAgain')}
          </button>
        </>
      ) : null}
      <SteamPopups steam={steam} info={data} />
    </section>
  );
}
