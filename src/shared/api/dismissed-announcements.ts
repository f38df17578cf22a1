// Announcements dismissed in this browser (decision 041): a visitor's only record, and a member's
// until the server has theirs. Storage that is full, blocked or holds something else reads as none.
// Views read it through activityQueries.dismissedHere. Not in STORAGE_KEYS on purpose: that list
// ships on the first route and is cleared on logout, and a dismissal outlives a sign-out.
const KEY = 'dismissedAnnouncements';

export function readDismissed(): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** Adds `id` and returns the new list (kept in memory even when storage refuses it). */
export function rememberDismissed(id: number): number[] {
  // The newest 50 are plenty: announcements are few and end.
  const next = [...readDismissed().filter((d) => d !== id), id].slice(-50);
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Private mode or full: it stays dismissed for this visit.
  }
  return next;
}
