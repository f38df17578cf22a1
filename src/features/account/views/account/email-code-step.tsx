import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { emailCodeMachine } from '../../machines/email-code.machine';
import {
  selectCodeStep,
  selectEmail,
  selectEmailError,
  selectIsEditingEmail,
  selectSubmitError,
} from '../../machines/email-code.selectors';
import { EmailStepForm } from './email-step-form';
import { CodeStepWithBack } from './verification-code-step';

/**
 * The "email → emailed code" step of any flow (the invoked email code machine): the email form when
 * the step asks for it, then the code step with the way back to the email.
 */
export function EmailCodeStep({
  actor,
  emailForm,
  backLabel,
  onBack,
}: {
  actor: ActorRefFrom<typeof emailCodeMachine>;
  /** The email form's words (the flows whose own form has the email leave it out). */
  emailForm?: { id: string; intro: string; label: string; submitLabel: string };
  backLabel: string;
  /** Back to the flow's own form; by default back to this step's email form. */
  onBack?: () => void;
}) {
  const email = useSelector(actor, selectEmail);
  const emailError = useSelector(actor, selectEmailError);
  const submitError = useSelector(actor, selectSubmitError);
  const isEditingEmail = useSelector(actor, selectIsEditingEmail);
  const codeStep = useSelector(actor, selectCodeStep);
  return (
    <>
      {isEditingEmail && emailForm ? (
        <EmailStepForm
          {...emailForm}
          email={email}
          errorKey={emailError}
          submitError={submitError}
          onChange={(value) => actor.send({ type: 'email.change', value })}
          onSubmit={() => actor.send({ type: 'email.submit' })}
        />
      ) : null}
      {codeStep ? (
        <CodeStepWithBack
          actor={codeStep}
          backLabel={backLabel}
          onBack={onBack ?? (() => actor.send({ type: 'email.edit' }))}
        />
      ) : null}
    </>
  );
}
