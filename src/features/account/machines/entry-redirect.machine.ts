/**
 * Entry redirect: the four ordered rules of docs/product/account.md, evaluated once at load.
 * Top-level states: evaluating → toQuestDescription | toProfile | toReback | toSignUp | toLogin |
 * mounting.
 * The machine's output is the in-app path to start on (null: stay where the member landed).
 */
import { assign, setup } from 'xstate';
import { entryTargets, parseEntryQuery, type EntryQuery } from './entry-address';

export type EntryRedirectContext = {
  query: EntryQuery;
  /** A login is stored on this device (docs/product/account.md loginInfo with an access token). */
  hasStoredLogin: boolean;
  target: string | null;
};
export type EntryRedirectInput = { search: string; hasStoredLogin?: boolean };
export type EntryRedirectOutput = { target: string | null };

export const entryRedirectMachine = setup({
  types: {
    context: {} as EntryRedirectContext,
    input: {} as EntryRedirectInput,
    output: {} as EntryRedirectOutput,
  },
  guards: {
    hasMissionState: ({ context }) => context.query.state?.kind === 'mission',
    hasProfileState: ({ context }) => context.query.state?.kind === 'profile',
    hasOnlyCode: ({ context: { query } }) =>
      query.code !== null && query.state === null && !query.hasMalformedState,
    hasInviteCodeWithoutLogin: ({ context }) =>
      context.query.inviteCode !== null && !context.hasStoredLogin,
    hasInviteCode: ({ context }) => context.query.inviteCode !== null,
  },
  actions: {
    targetQuestDescription: assign({
      target: ({ context: { query } }) =>
        query.state?.kind === 'mission' ? entryTargets.questDescription(query, query.state) : null,
    }),
    targetProfile: assign({
      target: ({ context: { query } }) =>
        query.state?.kind === 'profile' ? entryTargets.profile(query, query.state) : null,
    }),
    targetReback: assign({ target: ({ context }) => entryTargets.reback(context.query) }),
    targetSignUp: assign({ target: ({ context }) => entryTargets.signUp(context.query) }),
    targetLogin: assign({ target: ({ context }) => entryTargets.login(context.query) }),
  },
}).createMachine({
  id: 'entryRedirect',
  initial: 'evaluating',
  context: ({ input }) => ({
    query: parseEntryQuery(input.search),
    hasStoredLogin: input.hasStoredLogin ?? false,
    target: null,
  }),
  output: ({ context }) => ({ target: context.target }),
  states: {
    evaluating: {
      description:
        'Reads state, code and inviteCode from the address; each rule is tried in order and the first that holds wins.',
      always: [
        {
          description: 'Rule 1a: the state names a quest',
          guard: 'hasMissionState',
          target: 'toQuestDescription',
        },
        {
          description: 'Rule 1b: the state names a profile',
          guard: 'hasProfileState',
          target: 'toProfile',
        },
        {
          description: 'Rule 2: only a code — it is exchanged on /reback',
          guard: 'hasOnlyCode',
          target: 'toReback',
        },
        {
          description: 'Rule 3a: an invite code, no stored login',
          guard: 'hasInviteCodeWithoutLogin',
          target: 'toSignUp',
        },
        {
          description: 'Rule 3b: an invite code, a stored login',
          guard: 'hasInviteCode',
          target: 'toLogin',
        },
        { description: 'otherwise, rule 4: nothing to redirect', target: 'mounting' },
      ],
    },
    toQuestDescription: {
      description:
        'Rule 1: a state whose third part is not 0 opens the quest description with id, code and missionAssessId.',
      type: 'final',
      entry: ['targetQuestDescription'],
    },
    toProfile: {
      description:
        'Rule 1: a state whose third part is 0 opens the profile with code and codeType.',
      type: 'final',
      entry: ['targetProfile'],
    },
    toReback: {
      description:
        'Rule 2: only a code is present (no state, or the default marker): exchange it on /reback.',
      type: 'final',
      entry: ['targetReback'],
    },
    toSignUp: {
      description:
        'Rule 3, a visitor with no stored login: an invite code of any shape opens sign-up with the code filled in.',
      type: 'final',
      entry: ['targetSignUp'],
    },
    toLogin: {
      description:
        'Rule 3, a stored login: an invite code of any shape opens the login page carrying it (which sends a signed-in member home).',
      type: 'final',
      entry: ['targetLogin'],
    },
    mounting: {
      description:
        'Rule 4: nothing to redirect (or the query was malformed): the app mounts where the member landed.',
      type: 'final',
    },
  },
});
