// The shell's browser-only parts (decision 060: never in a page the server rendered, so not in the
// render that hydrates it either) in one chunk, off the first route: loaded right after hydration,
// beside the first screen, and kept. Loaded then, not when first needed: after a deploy, this
// version's chunks may be gone from the server, and offline the worker serves them from its cache.
import { NoticeHost } from '../../shared/components/notice-host';
import { UpdatePrompt } from '../../shared/components/offline/update-prompt';
import PopupQueue from './popup-queue';

export { OfflineNotice } from '../../shared/components/offline/offline-notice';
/** The waiting version's store, for the worker's registration (app.tsx) to offer an update to. */
export { updateStore } from '../../shared/components/offline/update-store';

/** The popup queue, the update prompt and the failure notices, at the end of the shell. */
export default function LateShell() {
  return (
    <>
      <PopupQueue />
      <UpdatePrompt />
      <NoticeHost />
    </>
  );
}
