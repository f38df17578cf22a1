import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../i18n/text-key';

type TextFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'aria-invalid' | 'aria-describedby'
> & {
  id: string;
  label: string;
  /** i18n key of what is wrong with the value; shown under the field and announced with it. */
  errorKey?: TextKey | null;
  /** Beside the input, e.g. the show-password toggle. */
  trailing?: ReactNode;
  /** Below the error, e.g. a live password checklist; its id joins aria-describedby. */
  hint?: { id: string; content: ReactNode };
};

/**
 * A labelled input as every form here has it: the label names only the input (a toggle beside it
 * never joins the name), and the error and hint are linked to it for screen readers.
 */
export function TextField({ id, label, errorKey, trailing, hint, ...input }: TextFieldProps) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  const describedBy = [errorKey ? errorId : null, hint?.id].filter(Boolean).join(' ') || undefined;
  const field = (
    <input
      {...input}
      id={id}
      className="field__input"
      aria-invalid={Boolean(errorKey)}
      aria-describedby={describedBy}
    />
  );
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {trailing ? (
        <span className="field__row">
          {field}
          {trailing}
        </span>
      ) : (
        field
      )}
      {errorKey ? (
        <span id={errorId} className="error-text">
          {t(errorKey)}
        </span>
      ) : null}
      {hint?.content}
    </div>
  );
}

/** An email field as every form here has it: the email keyboard, `name="email"`, the example placeholder. */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'name' | 'inputMode'>) {
  const { t } = useTranslation();
  return (
    <TextField
      type="email"
      name="email"
      inputMode="email"
      placeholder={t('signIn.emailPlaceholder')}
      {...props}
    />
  );
}

/** The show/hide toggle beside a password field. */
export function PasswordToggle({
  isShown,
  onToggle,
  showLabel,
  hideLabel,
}: {
  isShown: boolean;
  onToggle: () => void;
  showLabel: string;
  hideLabel: string;
}) {
  return (
    <button
      type="button"
      className="button button--ghost button--small"
      aria-pressed={isShown}
      onClick={onToggle}
    >
      {isShown ? hideLabel : showLabel}
    </button>
  );
}
