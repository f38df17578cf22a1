// The withdraw form's checks (docs/product/wallet.md number input, EIP-55 addresses), the same rules the server
// applies: an address that is not empty and passes the checksum, an amount > 0 with at most GACT's
// 6 decimals and not under the minimum.
import { checkAddress } from '../../../money/eip55';
import { ASSET_DIGITS, checkAmount, toMinor } from '../../../money/amount';
import type { TextKey } from '../../../i18n/text-key';

export type WithdrawErrors = { address?: TextKey; amount?: TextKey };

export function validateWithdraw(
  address: string,
  amount: string,
  minAmount: string | null,
): WithdrawErrors {
  const errors: WithdrawErrors = {};
  const where = checkAddress(address);
  if (where === 'empty') errors.address = 'errors.status.WalletAddressEmpty';
  else if (where === 'invalid') errors.address = 'errors.status.WalletAddressInvalid';
  const check = checkAmount(amount, ASSET_DIGITS.GACT);
  if (!check.ok)
    errors.amount =
      check.reason === 'tooManyDecimals'
        ? 'wallet.withdraw.errors.decimals'
        : 'wallet.amount.invalid';
  else if (minAmount !== null && check.minor < (toMinor(minAmount, ASSET_DIGITS.GACT) ?? 0n))
    errors.amount = 'errors.status.WithdrawalTooSmall';
  return errors;
}
