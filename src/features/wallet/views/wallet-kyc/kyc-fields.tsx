import type { SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../../../i18n/text-key';

/** A labelled select as the text fields have it: the error under it, linked for screen readers. */
export function SelectField({
  id,
  label,
  errorKey,
  options,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & {
  id: string;
  label: string;
  errorKey?: TextKey | null;
  options: readonly { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        {...select}
        id={id}
        className="field__input"
        aria-invalid={Boolean(errorKey)}
        aria-describedby={errorKey ? errorId : undefined}
      >
        <option value="">{t('wallet.kyc.choose')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {errorKey ? (
        <span id={errorId} className="error-text">
          {t(errorKey)}
        </span>
      ) : null}
    </div>
  );
}

/** Bytes as base64, in slices (a 5 MB file in one String.fromCharCode call would overflow the stack). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
