import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { exploreQueries } from '../../api/queries/explore-queries';
import { selectLang } from '../../machines/preferences.selectors';
import { selectUid } from '../../machines/session.selectors';
import { useAppActors } from '../hooks/app-actors-context';
import { OpenInApp } from './open-in-app';

/**
 * "Open in app" on a quest of a game that has an app (decision 046): the addresses come from the
 * game's page data (the same query, shared with /explore/game). Nothing shows while it loads, if
 * it fails, or when the game has no app: the quest page works without it.
 */
export function QuestOpenInApp({ gameId }: { gameId: number }) {
  const { session, preferences } = useAppActors();
  const uid = useSelector(session, selectUid) ?? '';
  const lang = useSelector(preferences, selectLang);
  const game = useQuery({ ...exploreQueries.game({ uid, lang }, gameId), staleTime: 60_000 });
  return <OpenInApp deepLink={game.data?.deepLink ?? null} />;
}

export { QuestOpenInApp as default };
