// The chart canvas (uPlot, decision 035: the smaller of the two libraries measured). It draws one
// series and reports which point a pointer or finger is on; the readout and the accessible summary
// are written by the panel from the exact decimal strings, so floats here only place pixels.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';

export type ChartSeries = {
  /** Unix seconds. */
  times: number[];
  /** Display coordinates only (the figures shown are formatted from the exact strings). */
  values: number[];
  timeZone: string;
  label: string;
  /** Tick labels of the value axis. */
  /** The value axis's labels, all of one axis at once (one number of decimals for all). */
  formatTicks: (values: number[]) => string[];
};

const HEIGHT_PX = 200;
const DAY_S = 86_400;

/**
 * The time axis in the screen's language and zone: uPlot's own labels are English ("6am", "Nov").
 * Hours when the ticks span two days at most, then days, then months.
 */
export function timeTicks(language: string, timeZone: string) {
  const hours = new Intl.DateTimeFormat(language, { timeZone, hour: 'numeric' });
  const days = new Intl.DateTimeFormat(language, { timeZone, month: 'numeric', day: 'numeric' });
  const months = new Intl.DateTimeFormat(language, { timeZone, year: 'numeric', month: 'numeric' });
  return (splits: number[]): string[] => {
    const span = splits.length > 1 ? splits[splits.length - 1]! - splits[0]! : 0;
    const format = span <= 2 * DAY_S ? hours : span <= 120 * DAY_S ? days : months;
    return splits.map((seconds) => format.format(new Date(seconds * 1000)));
  };
}

function cssVar(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

export function PriceChart({
  series,
  selected,
  onSelect,
}: {
  series: ChartSeries;
  selected: number | null;
  onSelect: (index: number) => void;
}) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const holder = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  }, [onSelect]);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const { timeZone, formatTicks } = series;
    const xTicks = timeTicks(language, timeZone);
    const u = new uPlot(
      {
        width: Math.max(200, element.clientWidth),
        height: HEIGHT_PX,
        legend: { show: false },
        // The member's time zone for the time axis (docs/architecture.md "Time").
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), timeZone),
        cursor: { drag: { x: false, y: false }, points: { size: 10 } },
        scales: { x: { time: true } },
        series: [
          {},
          {
            label: series.label,
            stroke: cssVar('--accent', '#7c5cff'),
            width: 2,
            fill: 'rgba(124, 92, 255, 0.12)',
          },
        ],
        axes: [
          {
            stroke: cssVar('--muted', '#a3a9d1'),
            grid: { show: false },
            size: 32,
            values: (_u, splits) => xTicks(splits),
          },
          {
            stroke: cssVar('--muted', '#a3a9d1'),
            grid: { stroke: 'rgba(128, 128, 128, 0.15)' },
            size: 72,
            values: (_u, splits) => formatTicks(splits),
          },
        ],
        hooks: {
          setCursor: [
            (self) => {
              const index = self.cursor.idx;
              if (index !== null && index !== undefined) select.current(index);
            },
          ],
        },
      },
      [series.times, series.values],
      element,
    );
    plot.current = u;
    // A finger (or pen) reads a value as it moves; uPlot's own cursor follows only the mouse.
    const read = (event: PointerEvent) => {
      // Measured now: the page may have scrolled since uPlot cached its rectangle.
      const index = u.posToIdx(event.clientX - u.over.getBoundingClientRect().left);
      if (index < 0 || index >= series.times.length) return;
      select.current(index);
    };
    u.over.addEventListener('pointerdown', read);
    u.over.addEventListener('pointermove', read);
    const resize = new ResizeObserver(() => {
      u.setSize({ width: Math.max(200, element.clientWidth), height: HEIGHT_PX });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      u.over.removeEventListener('pointerdown', read);
      u.over.removeEventListener('pointermove', read);
      u.destroy();
      plot.current = null;
    };
  }, [series, language]);

  // A point chosen by keyboard (or kept across a re-render) is drawn as the cursor too.
  useEffect(() => {
    const u = plot.current;
    if (!u || selected === null || selected >= series.times.length) return;
    const left = u.valToPos(series.times[selected]!, 'x');
    const top = u.valToPos(series.values[selected]!, 'y');
    if (u.cursor.idx !== selected) u.setCursor({ left, top }, false);
  }, [selected, series]);

  return <div ref={holder} className="wallet-chart__canvas" aria-hidden="true" />;
}
