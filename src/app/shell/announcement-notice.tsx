import { useIsFetching, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import {
  activityMutations,
  activityQueries,
} from '../../features/help/api/queries/activity-queries';
import './announcement.css';

/** Where the app shell keeps room for it: after the page's own content, inside `<main>`. */
export const ANNOUNCEMENT_SLOT_ID = 'announcement-slot';

/**
 * The oldest announcement this member or visitor has not dismissed (decision 041), one at a time.
 * It arrives after the page has painted, so it comes after the page's own content: above the page it
 * pushed everything down (Lighthouse CLS 0.14–0.28), and floating over the page it covered what a
 * member was about to tap. It waits for the page's own reads too (no other query fetching): shown while
 * a list was still loading above it, it was pushed down when the list came (CLS 0.17 on /activity,
 * /profile/invited, /reward/history; issue 28 item 6). The popup queue mounts it only while no flow,
 * no session dialog and no info popup is on screen. Dismissed, it is gone for good: on the server for
 * a member, in this browser for everyone.
 */
export default function AnnouncementNotice({ uid }: { uid: string | null }) {
  const { t, i18n } = useTranslation();
  const query = useQuery(activityQueries.announcements(uid ?? '', i18n.language));
  const dismissed = useQuery(activityQueries.dismissedHere()).data;
  const dismiss = useMutation(activityMutations.dismissAnnouncement(uid, useQueryClient()));
  const current = dismissed && query.data?.find((a) => !dismissed.includes(a.id));
  // Not the loading flag: it goes off as the answer is read, a render before the list it brings is
  // drawn; the queries' own count changes in the same render as their data.
  const pageReads = useIsFetching({ predicate: (q) => q.queryKey[0] !== 'announcements' });
  // Once in, it stays: a later read of the page (another tab, the next page of a list) adds below
  // content the member is already looking at, and hiding the notice then would move it too.
  // Judged once the notice's own answer is in, by when the page's reads have started.
  const [hasPageLoaded, setPageLoaded] = useState(false);
  if (current && !hasPageLoaded && pageReads === 0) setPageLoaded(true);
  const slot = document.getElementById(ANNOUNCEMENT_SLOT_ID);
  if (!current || !slot || !hasPageLoaded) return null;
  const titleId = `announcement-${current.id}`;
  return createPortal(
    <aside className="announcement" aria-labelledby={titleId}>
      <h2 className="announcement__title">
        <span className="visually-hidden">{t('announcement.label')}: </span>
        <span id={titleId}>{current.title}</span>
      </h2>
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={() => dismiss.mutate(current.id)}
      >
        {t('announcement.dismiss')}
      </button>
      <p className="announcement__body">{current.body}</p>
    </aside>,
    slot,
  );
}
