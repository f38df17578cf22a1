import { useQuery } from '@tanstack/react-query';
import type { TextArea } from '../../i18n/text-areas';
import { loadTextArea } from '../../i18n/i18n';

/**
 * Whether another screen's text area is ready (the game page's quest cards speak `quests`, the
 * quest page's "Open in app" speaks `explore`). Loaded here rather than through a nested lazy
 * chunk: the app's stylesheet is inlined into index.html, so a chunk a lazy chunk imports could not
 * preload it. Later language switches load the area too (loadTextArea).
 */
export function useTextArea(area: TextArea): boolean {
  const texts = useQuery({
    queryKey: ['textArea', area],
    queryFn: async () => {
      await loadTextArea(area);
      return true;
    },
    staleTime: Number.POSITIVE_INFINITY,
    networkMode: 'always',
  });
  return texts.data === true;
}
