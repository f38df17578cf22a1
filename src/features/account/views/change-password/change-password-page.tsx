import { useActorRef, useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LIMITS } from '../../../../config/constants';
import { PATHS } from '../../../../config/routes';
import { changePasswordMachine } from '../../machines/change-password.machine';
import {
  selectErrorKey,
  selectIsChanged,
  selectIsChanging,
  selectSubmitError,
  selectValue,
} from '../../machines/change-password.selectors';
import type { ChangePasswordField } from '../../machines/change-password.validation';
import { FormErrorText } from '../../../../shared/components/form-error-text';
import { PasswordToggle, TextField } from '../../../../shared/components/text-field';
import { useAppActors } from '../../../../shared/hooks/app-actors-context';
import { useFocusNewError } from '../../../../shared/hooks/use-focus-new-error';
import { MemberPage } from '../../../../shared/components/member-page';
import type { TextKey } from '../../../../i18n/text-key';

/** /menu/password: a signed-in member changes the password. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  return (
    <MemberPage
      className="page page--auth"
      heading={t('changePassword.heading')}
      signInPrompt={t('changePassword.signInPrompt')}
      signInLabel={t('changePassword.signIn')}
    >
      {() => <ChangePasswordForm />}
    </MemberPage>
  );
}

const FIELDS: { field: ChangePasswordField; labelKey: TextKey; autoComplete: string }[] = [
  {
    field: 'oldPassword',
    labelKey: 'changePassword.oldPassword',
    autoComplete: 'current-password',
  },
  { field: 'password', labelKey: 'changePassword.newPassword', autoComplete: 'new-password' },
  { field: 'confirmation', labelKey: 'changePassword.confirmation', autoComplete: 'new-password' },
];

const ERROR_KEYS = {
  oldPassword: selectErrorKey('oldPassword'),
  password: selectErrorKey('password'),
  confirmation: selectErrorKey('confirmation'),
};

function ChangePasswordForm() {
  const { t } = useTranslation();
  const { inspect } = useAppActors();
  const flow = useActorRef(changePasswordMachine, { inspect });
  const [isShown, setShown] = useState(false);
  const isChanging = useSelector(flow, selectIsChanging);
  const isChanged = useSelector(flow, selectIsChanged);
  const submitError = useSelector(flow, selectSubmitError);
  const oldKey = useSelector(flow, ERROR_KEYS.oldPassword);
  const newKey = useSelector(flow, ERROR_KEYS.password);
  const confirmationKey = useSelector(flow, ERROR_KEYS.confirmation);
  useFocusNewError([
    ['change-password-oldPassword', oldKey],
    ['change-password-password', newKey],
    ['change-password-confirmation', confirmationKey],
  ]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    flow.send({ type: 'form.submit' });
  };

  if (isChanged) {
    return (
      <div className="form" role="status">
        <p>{t('changePassword.changed')}</p>
        <Link className="button button--primary button--block" to={PATHS.MENU}>
          {t('changePassword.done')}
        </Link>
      </div>
    );
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={isChanging}>
      <p className="muted">
        {t('changePassword.subheading', {
          min: LIMITS.CLIENT_PASSWORD_MIN_CHARS,
          max: LIMITS.CLIENT_PASSWORD_MAX_CHARS,
        })}
      </p>
      {FIELDS.map(({ field, labelKey, autoComplete }) => (
        <PasswordField
          key={field}
          flow={flow}
          field={field}
          label={t(labelKey)}
          autoComplete={autoComplete}
          isShown={isShown}
        />
      ))}
      <PasswordToggle
        isShown={isShown}
        onToggle={() => setShown((shown) => !shown)}
        showLabel={t('signUp.showPassword')}
        hideLabel={t('signUp.hidePassword')}
      />
      <FormErrorText error={submitError} asAlert />
      {/* aria-disabled, not disabled: the button keeps focus while the change is asked for. */}
      <button
        type="submit"
        className="button button--primary button--block"
        aria-disabled={isChanging}
      >
        {isChanging ? t('changePassword.changing') : t('changePassword.submit')}
      </button>
    </form>
  );
}

function PasswordField({
  flow,
  field,
  label,
  autoComplete,
  isShown,
}: {
  flow: ReturnType<typeof useActorRef<typeof changePasswordMachine>>;
  field: ChangePasswordField;
  label: string;
  autoComplete: string;
  isShown: boolean;
}) {
  const value = useSelector(flow, selectValue(field));
  const errorKey = useSelector(flow, ERROR_KEYS[field]);
  return (
    <TextField
      id={`change-password-${field}`}
      label={label}
      type={isShown ? 'text' : 'password'}
      name={field}
      autoComplete={autoComplete}
      // A current password may predate today's rule: only the new one is capped.
      maxLength={field === 'oldPassword' ? 256 : LIMITS.CLIENT_PASSWORD_MAX_CHARS}
      value={value}
      errorKey={errorKey}
      onChange={(e) => flow.send({ type: 'field.change', field, value: e.target.value })}
    />
  );
}

export { ChangePasswordPage as Component };
