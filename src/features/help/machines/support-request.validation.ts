// What the support form checks before it sends (issue 15 item 4): a topic, a subject and a message
// within the platform's lengths, and an email to answer when nobody is signed in (a member may
// leave it empty: the answer goes to their sign-in email). The platform checks the same again.
import { EmailSchema } from '../../../shared/api/schemas/member';
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SUBJECT_MAX,
  SUPPORT_TOPICS,
  type SupportTopic,
} from '../api/schemas/support';

export type SupportField = 'topic' | 'subject' | 'message' | 'email';
export type SupportProblem = 'required' | 'tooLong' | 'invalid';
export type SupportProblems = Partial<Record<SupportField, SupportProblem>>;

export type SupportDraft = {
  topic: SupportTopic | '';
  subject: string;
  message: string;
  email: string;
};

const lengthProblem = (value: string, max: number): SupportProblem | undefined => {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  return trimmed.length > max ? 'tooLong' : undefined;
};

export function supportProblems(draft: SupportDraft, isSignedIn: boolean): SupportProblems {
  const problems: SupportProblems = {};
  if (!SUPPORT_TOPICS.includes(draft.topic as SupportTopic)) problems.topic = 'required';
  const subject = lengthProblem(draft.subject, SUPPORT_SUBJECT_MAX);
  if (subject) problems.subject = subject;
  const message = lengthProblem(draft.message, SUPPORT_MESSAGE_MAX);
  if (message) problems.message = message;
  const email = draft.email.trim();
  if (email === '') {
    if (!isSignedIn) problems.email = 'required';
  } else if (!EmailSchema.safeParse(email).success) {
    problems.email = 'invalid';
  }
  return problems;
}

export const hasProblems = (problems: SupportProblems) => Object.keys(problems).length > 0;
