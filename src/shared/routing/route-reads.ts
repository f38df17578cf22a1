import type { QueryClient } from '@tanstack/react-query';
import type { Viewer } from '../api/viewer';

/**
 * A screen's first reads, started by its route's loader while its code loads (issue 30 item 2,
 * decision 057): the same query options the screen reads on its first render, so that render finds
 * them in flight or answered instead of asking only once its chunk has arrived. Nothing is awaited:
 * the screen shows its own skeleton meanwhile. A query whose screen would not read it (a visitor's,
 * a disabled one) is not started: prefetching ignores `enabled`. A read that needs another's answer
 * (the day's missions need the calendar's today) is chained in the returned promise: the browser
 * does not wait for it, the server's render does, so its page holds that answer too.
 */
export type RouteReads = (client: QueryClient, viewer: Viewer, url: URL) => Promise<void> | void;
