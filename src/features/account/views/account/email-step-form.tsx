import type { FormEvent } from 'react';
import type { FormError } from '../../../../shared/machines/form-error';
import { EmailField } from '../../../../shared/components/text-field';
import { FormErrorText } from '../../../../shared/components/form-error-text';
import type { TextKey } from '../../../../i18n/text-key';

/**
 * The first step of the flows that email a code to an account (code sign-in, password reset): what
 * it is for, the email, why the flow came back here, and the button that asks for the code.
 */
export function EmailStepForm({
  id,
  intro,
  label,
  submitLabel,
  email,
  errorKey,
  submitError,
  onChange,
  onSubmit,
}: {
  id: string;
  intro: string;
  label: string;
  submitLabel: string;
  email: string;
  errorKey: TextKey | null;
  submitError: FormError | null;
  onChange: (value: string) => void;
  onSubmit: () => void;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="form" noValidate onSubmit={submit}>
      <p className="muted">{intro}</p>
      <EmailField
        id={id}
        label={label}
        autoComplete="username"
        value={email}
        errorKey={errorKey}
        onChange={(e) => onChange(e.target.value)}
      />
      <FormErrorText error={submitError} asAlert />
      <button type="submit" className="button button--primary button--block">
        {submitLabel}
      </button>
    </form>
  );
}
