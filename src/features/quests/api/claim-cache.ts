// What the claim pages share with the query cache: who is asking when a call starts, and what a
// claim makes stale.
import type { QueryClient } from '@tanstack/react-query';
import { memberQueries } from '../../../shared/api/queries/member-queries';
import { questQueries } from './queries/quest-queries';
import type { Viewer } from '../../../shared/api/viewer';
import type { AppActors } from '../../../shared/machines/app-actor-refs';
import { selectLang } from '../../../shared/machines/preferences.selectors';
import { selectUid } from '../../../shared/machines/session.selectors';

/** Who is asking now (read when a call starts, not when the page rendered). */
export function viewerNow(
  session: AppActors['session'],
  preferences: AppActors['preferences'],
): Viewer {
  return {
    uid: selectUid(session.getSnapshot()) ?? '',
    lang: selectLang(preferences.getSnapshot()),
  };
}

/** After a claim: the quest lists and the member's points (header, profile) are read again. */
export function announceClaim(queryClient: QueryClient, viewer: Viewer): void {
  void queryClient.invalidateQueries({ queryKey: questQueries.all() });
  if (viewer.uid) void queryClient.invalidateQueries(memberQueries.info(viewer.uid));
}
