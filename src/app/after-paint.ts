// A tap's own frame first (INP, issue 30): a route's code and reads start in the task after the
// next paint, not in the tap's. Measured on a tap home → quests at 4× CPU: Vite's preload helper
// adding the screen's 20 <link rel=modulepreload> took 35–83 ms of the click task, the route's
// reads loader 30 ms more (`npm run bench:taps`, decision 069).

/**
 * Resolves once the browser has painted the next frame. A hidden page paints none: it goes on at
 * once (a page hidden while it waits goes on when it is shown again).
 */
export const afterNextPaint = (): Promise<void> =>
  document.hidden
    ? Promise.resolve()
    : new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
