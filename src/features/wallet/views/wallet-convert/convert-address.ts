// The convert page's address, read strictly (docs/architecture.md "Safety rules"): `?from=&to=&amount=`
// brings a member back from sign-in to the pair and amount they had typed. Anything not a known
// asset or a plain decimal is ignored.
import { PATHS } from '../../../../config/routes';
import { CONVERT_ASSETS, type ConvertAsset } from '../../api/schemas/convert';
import type { ConvertInput } from '../../machines/convert.machine';
import { singleParam } from '../../../../shared/api/single-param';

const AMOUNT = /^\d{1,20}(\.\d{0,18})?$/;

const assetOf = (value: string | null): ConvertAsset | undefined =>
  CONVERT_ASSETS.find((a) => a === value);

export function parseConvertIntent(search: string): ConvertInput {
  const from = assetOf(singleParam(search, 'from'));
  const to = assetOf(singleParam(search, 'to'));
  const amount = singleParam(search, 'amount');
  return {
    ...(from && to && from !== to ? { from, to } : {}),
    ...(amount !== null && AMOUNT.test(amount) ? { amount } : {}),
  };
}

export function convertAddress(intent: ConvertInput = {}): string {
  const params = new URLSearchParams();
  if (intent.from && intent.to) {
    params.set('from', intent.from);
    params.set('to', intent.to);
  }
  if (intent.amount) params.set('amount', intent.amount);
  const query = params.toString();
  return query ? `${PATHS.WALLET_CONVERT}?${query}` : PATHS.WALLET_CONVERT;
}
