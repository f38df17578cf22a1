// The wallet home's range (H, D, W, m, Y, ALL): shared by spend/earn and the chart, kept in the
// address (?range=W) so a reload or a shared link shows the same view. Replace, not push: Back
// leaves the wallet rather than stepping through every range tried.
import { useSearchParams } from 'react-router';
import { CHART_RANGES, type ChartRange } from '../../api/schemas/wallet-home';

export function useWalletRange(): [ChartRange, (range: ChartRange) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('range');
  const range = (CHART_RANGES as readonly string[]).includes(raw ?? '') ? (raw as ChartRange) : 'D';
  const setRange = (next: ChartRange) =>
    setParams(
      (previous) => {
        const out = new URLSearchParams(previous);
        out.set('range', next);
        return out;
      },
      { replace: true, preventScrollReset: true },
    );
  return [range, setRange];
}
