import { useTranslation } from 'react-i18next';
import type { FormError } from '../machines/form-error';

/** A flow's error under its field: translated, or the platform's own words for an unknown status. */
export function FormErrorText({
  id,
  error,
  asAlert = false,
}: {
  id?: string;
  error: FormError | null;
  asAlert?: boolean;
}) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <span id={id} className="error-text" role={asAlert ? 'alert' : undefined}>
      {error.key ? t(error.key, { ...error.values }) : error.text}
    </span>
  );
}
