import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Viewer } from '../api/viewer';
import { useSession } from './use-session';

/** Who is asking and in which language: the key of every quest query ('' for a visitor). */
export function useViewer(): Viewer & { isSignedIn: boolean } {
  const { uid, isSignedIn } = useSession();
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const viewerUid = isSignedIn && uid ? uid : '';
  return useMemo(() => ({ uid: viewerUid, lang, isSignedIn: viewerUid !== '' }), [viewerUid, lang]);
}
