// The convert page's address, read strictly (shared/DESIGN.md "Safety rules"): `?from=&to=&amount=`
// brings a member back from sign-in to the pair and amount they had typed. Anything not a known
// asset or a plain decimal is ignored.
import { PATHS } from '../../../../config/routes';
import { CONVERT_ASSETS, type ConvertAsset } from '../../api/schemas/convert';
import type { ConvertInput } from '../../machines/convert.machine';

const AMOUNT = /^\d{1,20}(\.\d{0,18})?$/;

function one(params: URLSearchParams, name: string): string | null {
  const all = params.getAll(name);
  return all.length === 1 ? all[0]! : null;
}

const assetOf = (value: string | null): ConvertAsset | undefined =>
  CONVERT_ASSETS.find((a) => a === value);

export function parseConvertIntent(search: string): ConvertInput {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return {};
  }
  const from = assetOf(one(params, 'from'));
  const to = assetOf(one(params, 'to'));
  const amount = one(params, 'amount');
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
