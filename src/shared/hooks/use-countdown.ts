import { useEffect, useState } from 'react';

/**
 * Whole seconds left of a countdown of `durationMs` that starts when `isRunning` turns true; never
 * below 0. The machine owns the real timer (a named delay); this only shows it.
 */
export function useCountdownSeconds(isRunning: boolean, durationMs: number): number {
  const total = Math.ceil(durationMs / 1000);
  const [left, setLeft] = useState(total);
  useEffect(() => {
    if (!isRunning) return;
    const start = Date.now();
    const id = setInterval(
      () => setLeft(Math.max(0, Math.ceil((start + durationMs - Date.now()) / 1000))),
      250,
    );
    return () => clearInterval(id);
  }, [isRunning, durationMs]);
  return isRunning ? left : total;
}
