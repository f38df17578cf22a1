// The owner side of the session drafts (src/machines/session-draft.ts), kept apart so the first
// route carries only what the session machine needs; the forms' side loads with their screens.
//
// Every draft belongs to one member (issue 28 item 1: on a shared phone the next member was shown
// the previous one's withdrawal). Drafts are kept under the uid of the tab's draft owner: the member
// signed in, or, after their session ended, the member on their way back through sign-in. The
// session machine names the owner on every sign-in and a different one drops everyone else's drafts;
// logout, an account switch and a session ended in another tab drop them all. The owner is stored
// beside the drafts, not held in memory, so a reload on the way back keeps them.
const PREFIX = 'gamerhub.draft.';
const OWNER_KEY = 'gamerhub.draftOwner';
/** Nobody has signed in on this tab yet: a visitor's drafts are theirs alone too. */
const VISITOR = '-';
/** Drafts a tab may hold from the version before drafts had owners: nobody's, so never read. */
const UNOWNED =
  /^gamerhub\.(withdrawDraft|kycDraft|kycDraftProof|supportDraft|deliveryDraft\.\d+)$/;

function ownerOf(storage: Storage): string {
  return storage.getItem(OWNER_KEY) ?? VISITOR;
}

/** Where a draft named `name` is kept for the tab's current owner. */
export const keyOf = (storage: Storage, name: string) => `${PREFIX}${ownerOf(storage)}.${name}`;

function removeDrafts(storage: Storage, keep: (key: string) => boolean): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key && (UNOWNED.test(key) || (key.startsWith(PREFIX) && !keep(key)))) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/** The drafts of this tab as a whole, driven by the session (src/machines/session.machine.ts). */
export const drafts = {
  /**
   * `uid` is signed in: the drafts are theirs from now on. The same member coming back keeps what
   * they typed; anyone else's drafts (another member's, a visitor's) are removed first.
   */
  claimFor(uid: string): void {
    try {
      const isSameOwner = ownerOf(sessionStorage) === uid;
      removeDrafts(sessionStorage, () => isSameOwner);
      sessionStorage.setItem(OWNER_KEY, uid);
    } catch {
      // No storage: no drafts either.
    }
  },
  /** Every draft of this tab and its owner are gone: the next one to type is a visitor. */
  clearAll(): void {
    try {
      removeDrafts(sessionStorage, () => false);
      sessionStorage.removeItem(OWNER_KEY);
    } catch {
      // No storage: no drafts either.
    }
  },
};
