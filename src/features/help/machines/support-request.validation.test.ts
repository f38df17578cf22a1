import { describe, expect, it } from 'vitest';
import { supportProblems, type SupportDraft } from './support-request.validation';

const good: SupportDraft = {
  topic: 'wallet',
  subject: 'Withdrawal pending',
  message: 'It has been pending since yesterday.',
  email: '',
};

describe('supportProblems', () => {
  it('accepts a complete draft from a member with no email (their sign-in email answers)', () => {
    expect(supportProblems(good, true)).toEqual({});
  });

  it('asks a visitor for an email, and checks any email given', () => {
    expect(supportProblems(good, false)).toEqual({ email: 'required' });
    expect(supportProblems({ ...good, email: 'not-an-email' }, true)).toEqual({ email: 'invalid' });
    expect(supportProblems({ ...good, email: ' me@example.com ' }, false)).toEqual({});
  });

  it('names every missing or too long field', () => {
    expect(supportProblems({ topic: '', subject: '  ', message: '', email: '' }, true)).toEqual({
      topic: 'required',
      subject: 'required',
      message: 'required',
    });
    expect(
      supportProblems({ ...good, subject: 'x'.repeat(121), message: 'y'.repeat(2001) }, true),
    ).toEqual({ subject: 'tooLong', message: 'tooLong' });
  });
});
