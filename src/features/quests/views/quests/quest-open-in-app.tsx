import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { exploreQueries } from '../../../explore/api/queries/explore-queries';
import { selectLang } from '../../../../shared/machines/preferences.selectors';
import { selectUid } from '../../../../shared/machines/session.selectors';
import { useAppActors } from '../../../../shared/hooks/app-actors-context';
import { OpenInApp } from '../../../../shared/components/open-in-app';
import { useTextArea } from '../../../../shared/hooks/use-text-area';

/**
 * "Open in app" on a quest of a game that has an app (decision 046): the addresses come from the
 * game's page data (the same query, shared with /explore/game). Nothing shows while it (or the explore texts) loads, if
 * it fails, or when the game has no app: the quest page works without it.
 */
export function QuestOpenInApp({ gameId }: { gameId: number }) {
  const { session, preferences } = useAppActors();
  const uid = useSelector(session, selectUid) ?? '';
  const lang = useSelector(preferences, selectLang);
  const texts = useTextArea('explore');
  const game = useQuery({ ...exploreQueries.game({ uid, lang }, gameId), staleTime: 60_000 });
  return texts ? <OpenInApp deepLink={game.data?.deepLink ?? null} /> : null;
}
