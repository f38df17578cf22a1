import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { memberQueries } from '../../../../shared/api/queries/member-queries';
import { PATHS } from '../../../../config/routes';
import { changeEmailMachine } from '../../machines/change-email.machine';
import {
  selectEmail,
  selectEmailCodeStep,
  selectEmailErrorKey,
  selectHasKeptCode,
  selectIsChanged,
  selectIsChanging,
  selectIsEditing,
  selectPassword,
  selectPasswordErrorKey,
  selectSubmitError,
} from '../../machines/change-email.selectors';
import { FormErrorText } from '../../../../shared/components/form-error-text';
import { EmailCodeStep } from '../account/email-code-step';
import { PasswordToggle, EmailField, TextField } from '../../../../shared/components/text-field';
import { useAppActors } from '../../../../shared/hooks/app-actors-context';
import { useFocusNewError } from '../../../../shared/hooks/use-focus-new-error';
import { MemberPage } from '../../../../shared/components/member-page';

/** /menu/email: a signed-in member moves their sign-in to a new email. */
export function ChangeEmailPage() {
  const { t } = useTranslation();
  return (
    <MemberPage
      className="page page--auth"
      heading={t('changeEmail.heading')}
      signInPrompt={t('changeEmail.signInPrompt')}
      signInLabel={t('changeEmail.signIn')}
    >
      {(uid) => <ChangeEmailFlow uid={uid} />}
    </MemberPage>
  );
}

function ChangeEmailFlow({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const { inspect } = useAppActors();
  const queryClient = useQueryClient();
  const info = useQuery(memberQueries.info(uid));
  const [isPasswordShown, setPasswordShown] = useState(false);

  const flow = useActorRef(
    changeEmailMachine.provide({
      actions: {
        completeChange: (_, { member }) =>
          queryClient.setQueryData(memberQueries.info(uid).queryKey, member),
      },
    }),
    { inspect },
  );
  const email = useSelector(flow, selectEmail);
  const password = useSelector(flow, selectPassword);
  const emailErrorKey = useSelector(flow, selectEmailErrorKey);
  const passwordErrorKey = useSelector(flow, selectPasswordErrorKey);
  const submitError = useSelector(flow, selectSubmitError);
  const isEditing = useSelector(flow, selectIsEditing);
  const isChanging = useSelector(flow, selectIsChanging);
  const isChanged = useSelector(flow, selectIsChanged);
  const codeStep = useSelector(flow, selectEmailCodeStep);
  const hasKeptCode = useSelector(flow, selectHasKeptCode);
  useFocusNewError([
    ['change-email-email', emailErrorKey],
    ['change-email-password', passwordErrorKey],
  ]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    flow.send({ type: 'form.submit' });
  };

  if (isChanged) {
    return (
      <div className="form" role="status">
        <p>{t('changeEmail.changed', { email: email.trim().toLowerCase() })}</p>
        <p className="muted">{t('changeEmail.oldNotified')}</p>
        <Link className="button button--primary button--block" to={PATHS.MENU}>
          {t('changeEmail.done')}
        </Link>
      </div>
    );
  }

  return (
    <>
      {info.data ? (
        <p className="muted">{t('changeEmail.current', { email: info.data.email })}</p>
      ) : null}
      {isEditing ? (
        <form className="form" noValidate onSubmit={submit}>
          <p className="muted">{t('changeEmail.subheading')}</p>
          <EmailField
            id="change-email-email"
            label={t('changeEmail.newEmail')}
            autoComplete="email"
            value={email}
            errorKey={emailErrorKey}
            onChange={(e) => flow.send({ type: 'email.change', value: e.target.value })}
          />
          <TextField
            id="change-email-password"
            label={t('changeEmail.password')}
            type={isPasswordShown ? 'text' : 'password'}
            name="password"
            autoComplete="current-password"
            value={password}
            errorKey={passwordErrorKey}
            onChange={(e) => flow.send({ type: 'password.change', value: e.target.value })}
            trailing={
              <PasswordToggle
                isShown={isPasswordShown}
                onToggle={() => setPasswordShown((shown) => !shown)}
                showLabel={t('signIn.showPassword')}
                hideLabel={t('signIn.hidePassword')}
              />
            }
          />
          <FormErrorText error={submitError} asAlert />
          <button type="submit" className="button button--primary button--block">
            {hasKeptCode ? t('changeEmail.confirm') : t('changeEmail.sendCode')}
          </button>
        </form>
      ) : null}
      {codeStep ? (
        <EmailCodeStep
          actor={codeStep}
          backLabel={t('changeEmail.edit')}
          onBack={() => flow.send({ type: 'form.edit' })}
        />
      ) : null}
      {isChanging ? (
        <p role="status" className="muted">
          {t('changeEmail.changing')}
        </p>
      ) : null}
    </>
  );
}

export { ChangeEmailPage as Component };
