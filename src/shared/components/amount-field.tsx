import type { ComponentProps } from 'react';
import { sanitizeAmountInput, type AmountInputRule } from '../../money/amount';
import { TextField } from './text-field';

type AmountFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'type' | 'inputMode' | 'value' | 'onChange' | 'autoComplete'
> &
  AmountInputRule & {
    value: string;
    /** The value already kept to the docs/product/app.md rule: digits, one point, the asset's decimals. */
    onValueChange: (value: string) => void;
  };

/**
 * An amount field (docs/product/wallet.md#number-input): typed or pasted text is trimmed as it changes to what
 * an amount can hold, so what the member sees is what will be sent. A decimal keyboard where the
 * asset has decimals, a numeric one where it has none.
 */
export function AmountField({
  value,
  onValueChange,
  digits,
  allowNegative,
  ...field
}: AmountFieldProps) {
  return (
    <TextField
      {...field}
      type="text"
      inputMode={digits > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      value={value}
      onChange={(event) =>
        onValueChange(sanitizeAmountInput(event.currentTarget.value, { digits, allowNegative }))
      }
    />
  );
}
