// A first visit's answers, held for the service worker (decision 054). The first install takes the
// page while its reads are already answered from the network; asking them again through the worker
// only to fill its caches read every one of them twice. Instead the request helper hands each
// answer here while no worker controls the page, and register-sw.ts gives them to the worker's
// routes (keepFirstVisitAnswer) once it takes control. On the first route: a few lines, no imports.

/** Never rejects: keepFirstVisitAnswer (src/app/sw-routes.ts), or anything as quiet. */
type Keep = (request: Request, answer: Response) => Promise<void>;

/** The answers held so far; a first screen reads far fewer (a bound for a worker that never comes). */
const held: [Request, Response][] = [];
let keep: Keep | undefined;

/** RequestPolicy.watchAnswer: holds the answer of a call sent while no worker controls the page. */
export function watchFirstVisitAnswer(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
): ((answer: Response) => void) | undefined {
  if (navigator.serviceWorker?.controller || held.length > 31) return;
  return (answer) => {
    const entry: [Request, Response] = [new Request(url, init), answer.clone()];
    if (keep) void keep(...entry);
    else held.push(entry);
  };
}

/**
 * The worker took the page: gives it what was held, and what is still in flight when it lands.
 * Calls sent from now on go through the worker, which keeps them itself.
 */
export function handOverFirstVisitAnswers(next: Keep): void {
  keep = next;
  for (const entry of held.splice(0)) void next(...entry);
}
