import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import type { confirmDeliveryMachine } from '../../machines/confirm-delivery.machine';
import {
  selectConfirmError,
  selectFieldErrors,
  selectFields,
  selectIsConfirmed,
  selectIsFailed,
  selectIsSignInRequired,
  selectIsSubmitting,
} from '../../machines/confirm-delivery.selectors';
import type { DeliveryField } from '../../machines/confirm-delivery.validation';
import { signInReturningTo } from '../../../../shared/machines/return-to';
import { FormErrorText } from '../../../../shared/components/form-error-text';
import { TextField } from '../../../../shared/components/text-field';
import { prizeAddress } from './prize-address';

type ConfirmActor = ActorRefFrom<typeof confirmDeliveryMachine>;

const FIELDS: { field: DeliveryField; autoComplete: string; inputMode?: 'tel' }[] = [
  { field: 'name', autoComplete: 'name' },
  { field: 'phone', autoComplete: 'tel', inputMode: 'tel' },
  { field: 'address', autoComplete: 'street-address' },
];

/** A NeedConfirm record's delivery form, driven by the confirmDelivery machine. */
export function DeliveryForm({
  confirm,
  recordId,
  prizeName,
}: {
  confirm: ConfirmActor;
  recordId: number;
  prizeName: string;
}) {
  const { t } = useTranslation();
  const fields = useSelector(confirm, selectFields);
  const fieldErrors = useSelector(confirm, selectFieldErrors);
  const error = useSelector(confirm, selectConfirmError);
  const isSubmitting = useSelector(confirm, selectIsSubmitting);
  const isFailed = useSelector(confirm, selectIsFailed);
  const isConfirmed = useSelector(confirm, selectIsConfirmed);
  const isSignInRequired = useSelector(confirm, selectIsSignInRequired);
  if (isConfirmed) {
    return (
      <p className="delivery-form__done" role="status">
        {t('exchange.delivery.confirmed')}
      </p>
    );
  }
  return (
    <form
      className="delivery-form"
      aria-labelledby="delivery-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        confirm.send({ type: 'delivery.submit' });
      }}
    >
      <h2 id="delivery-heading" className="section-title">
        {t('exchange.delivery.heading')}
      </h2>
      <p>{t('exchange.delivery.intro', { name: prizeName })}</p>
      {isFailed ? <FormErrorText error={error} asAlert /> : null}
      {FIELDS.map(({ field, autoComplete, inputMode }) => (
        <TextField
          key={field}
          id={`delivery-${field}`}
          name={field}
          label={t(`exchange.delivery.${field}`)}
          value={fields[field]}
          autoComplete={autoComplete}
          inputMode={inputMode}
          readOnly={isSubmitting}
          errorKey={fieldErrors[field] ?? null}
          onChange={(event) =>
            confirm.send({ type: 'field.change', field, value: event.target.value })
          }
        />
      ))}
      {isSignInRequired ? (
        <div className="delivery-form__session">
          <p role="alert">{t('exchange.delivery.sessionEnded')}</p>
          <Link
            className="button button--primary button--block"
            to={signInReturningTo(prizeAddress.history(recordId))}
          >
            {t('exchange.delivery.signIn')}
          </Link>
        </div>
      ) : (
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={isSubmitting}
          aria-busy={isSubmitting}
        >
          {isSubmitting ? t('exchange.delivery.submitting') : t('exchange.delivery.submit')}
        </button>
      )}
    </form>
  );
}
