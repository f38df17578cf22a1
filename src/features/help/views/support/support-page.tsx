import { useActorRef, useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SUBJECT_MAX,
  SUPPORT_TOPICS,
} from '../../api/schemas/support';
import { PATHS } from '../../../../config/routes';
import type { TextKey } from '../../../../i18n/text-key';
import { signInReturningTo } from '../../../../shared/machines/return-to';
import { supportRequestMachine } from '../../machines/support-request.machine';
import {
  selectDraft,
  selectIsFailed,
  selectIsSending,
  selectIsSent,
  selectIsSignInRequired,
  selectProblems,
  selectReceipt,
  selectSupportError,
} from '../../machines/support-request.selectors';
import type { SupportField, SupportProblem } from '../../machines/support-request.validation';
import { FormErrorText } from '../../../../shared/components/form-error-text';
import { useAppActors } from '../../../../shared/hooks/app-actors-context';
import { useSession } from '../../../../shared/hooks/use-session';
import { storeDraft, takeStoredDraft } from '../../machines/support-draft';
import './support.css';
import { BackLink } from '../../../../shared/components/back-link';

type Flow = ReturnType<typeof useActorRef<typeof supportRequestMachine>>;

/**
 * /menu/support (issue 15 item 4, decision 042): customer service 24/7. A member or a visitor
 * writes a request; the platform records it, numbers it and mails a confirmation. Driven by the
 * support-request machine; a draft interrupted by an ended session comes back after sign-in.
 */
export function SupportPage() {
  const { t } = useTranslation();
  const { inspect } = useAppActors();
  const [stored] = useState(takeStoredDraft);
  const flow = useActorRef(
    supportRequestMachine.provide({
      actions: {
        keepDraftForSignIn: ({ context }) =>
          storeDraft({ draftId: context.draftId, draft: context.draft }),
      },
    }),
    { input: stored ?? {}, inspect },
  );
  const isSent = useSelector(flow, selectIsSent);
  const isSignInRequired = useSelector(flow, selectIsSignInRequired);
  return (
    <div className="page support-page">
      <BackLink />
      <h1 className="page-title">{t('support.title')}</h1>
      <p>{t('support.intro')}</p>
      <Link className="support-faq" to={PATHS.FAQ}>
        {t('support.faqLink')}
      </Link>
      {isSent ? <SupportSent flow={flow} /> : null}
      {isSignInRequired ? (
        <div className="support-problem" role="alert">
          <p>{t('support.session.ended')}</p>
          <Link className="button button--primary" to={signInReturningTo(PATHS.SUPPORT)}>
            {t('support.session.signIn')}
          </Link>
        </div>
      ) : null}
      {!isSent && !isSignInRequired ? <SupportForm flow={flow} /> : null}
    </div>
  );
}

function SupportSent({ flow }: { flow: Flow }) {
  const { t } = useTranslation();
  const receipt = useSelector(flow, selectReceipt);
  if (!receipt) return null;
  return (
    <section className="support-sent" role="status" aria-labelledby="support-sent-title">
      <h2 className="section-title" id="support-sent-title">
        {t('support.sent.title')}
      </h2>
      <p>{t('support.sent.number', { number: receipt.number })}</p>
      <p className="muted">
        {receipt.mailed
          ? t('support.sent.mailed', { email: receipt.replyEmail })
          : t('support.sent.notMailed', { email: receipt.replyEmail })}
      </p>
      <button
        type="button"
        className="button button--ghost button--block"
        onClick={() => flow.send({ type: 'request.new' })}
      >
        {t('support.sent.another')}
      </button>
    </section>
  );
}

const PROBLEM_KEYS: Record<SupportProblem, TextKey> = {
  required: 'support.problems.required',
  tooLong: 'support.problems.tooLong',
  invalid: 'support.problems.emailInvalid',
};

function problemKey(field: SupportField, problem: SupportProblem | undefined): TextKey | null {
  if (!problem) return null;
  if (field === 'topic') return 'support.problems.topic';
  if (field === 'email' && problem === 'required') return 'support.problems.emailRequired';
  return PROBLEM_KEYS[problem];
}

function SupportForm({ flow }: { flow: Flow }) {
  const { t } = useTranslation();
  const { isSignedIn } = useSession();
  const draft = useSelector(flow, selectDraft);
  const problems = useSelector(flow, selectProblems);
  const isSending = useSelector(flow, selectIsSending);
  const isFailed = useSelector(flow, selectIsFailed);
  const error = useSelector(flow, selectSupportError);
  const change = (field: SupportField, value: string) =>
    flow.send({ type: 'field.change', field, value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSending) return;
    flow.send(isFailed ? { type: 'request.retry' } : { type: 'request.send', isSignedIn });
  };
  const errorOf = (field: SupportField, max?: number) => {
    const key = problemKey(field, problems[field]);
    return key ? (
      <span id={`support-${field}-error`} className="error-text">
        {t(key, { max })}
      </span>
    ) : null;
  };
  const describedBy = (field: SupportField, hint?: string) =>
    [problems[field] ? `support-${field}-error` : null, hint].filter(Boolean).join(' ') ||
    undefined;

  return (
    <form
      className="form support-form"
      noValidate
      onSubmit={submit}
      aria-busy={isSending}
      aria-label={t('support.form')}
    >
      <div className="field">
        <label className="field__label" htmlFor="support-topic">
          {t('support.topic.label')}
        </label>
        <select
          id="support-topic"
          className="field__input"
          value={draft.topic}
          aria-invalid={Boolean(problems.topic)}
          aria-describedby={describedBy('topic')}
          onChange={(event) => change('topic', event.target.value)}
        >
          <option value="">{t('support.topic.placeholder')}</option>
          {SUPPORT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`support.topics.${topic}`)}
            </option>
          ))}
        </select>
        {errorOf('topic')}
      </div>
      <div className="field">
        <label className="field__label" htmlFor="support-subject">
          {t('support.subject.label')}
        </label>
        <input
          id="support-subject"
          className="field__input"
          type="text"
          maxLength={SUPPORT_SUBJECT_MAX}
          value={draft.subject}
          aria-invalid={Boolean(problems.subject)}
          aria-describedby={describedBy('subject')}
          onChange={(event) => change('subject', event.target.value)}
        />
        {errorOf('subject', SUPPORT_SUBJECT_MAX)}
      </div>
      <div className="field">
        <label className="field__label" htmlFor="support-message">
          {t('support.message.label')}
        </label>
        <textarea
          id="support-message"
          className="field__input support-form__message"
          rows={6}
          maxLength={SUPPORT_MESSAGE_MAX}
          value={draft.message}
          aria-invalid={Boolean(problems.message)}
          aria-describedby={describedBy('message', 'support-message-hint')}
          onChange={(event) => change('message', event.target.value)}
        />
        {errorOf('message', SUPPORT_MESSAGE_MAX)}
        <span id="support-message-hint" className="muted small">
          {t('support.message.hint')}
        </span>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="support-email">
          {t('support.email.label')}
        </label>
        <input
          id="support-email"
          className="field__input"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          value={draft.email}
          aria-invalid={Boolean(problems.email)}
          aria-describedby={describedBy('email', 'support-email-hint')}
          onChange={(event) => change('email', event.target.value)}
        />
        {errorOf('email')}
        <span id="support-email-hint" className="muted small">
          {isSignedIn ? t('support.email.hintMember') : t('support.email.hintVisitor')}
        </span>
      </div>
      {isFailed ? (
        <div className="support-problem" role="alert">
          <p>{t('support.failed')}</p>
          <FormErrorText error={error} />
        </div>
      ) : null}
      {/* aria-disabled, not disabled: the button keeps focus while the request is sent. */}
      <button
        type="submit"
        className="button button--primary button--block"
        aria-disabled={isSending}
      >
        {isSending ? t('support.sending') : isFailed ? t('support.retry') : t('support.send')}
      </button>
    </form>
  );
}

export { SupportPage as Component };
