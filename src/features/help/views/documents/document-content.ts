// The shape of the FAQ, the terms of service and the privacy policy (decision 043). The words live in
// help.json (`faq.*`, `terms.*`, `policy.*`, one file per language); this module fixes their order,
// and each document's version and effective date, so every language shows the same version and date
// and a new version is one edit here plus the changed texts. document-content.test.ts checks that
// every id below has its texts in all three languages and that no text is left without an id.

export type DocumentName = 'terms' | 'policy';

/** Raise the version and the date together whenever a document's meaning changes. */
export const DOCUMENT_VERSIONS = {
  terms: { version: '1.0', updated: '2026-11-27' },
  policy: { version: '1.0', updated: '2026-11-27' },
} as const satisfies Record<DocumentName, { version: string; updated: string }>;

export const TERMS_SECTIONS = [
  'about',
  'beta',
  'eligibility',
  'account',
  'points',
  'quests',
  'calendar',
  'lootbox',
  'invite',
  'steam',
  'wallet',
  'convert',
  'kyc',
  'withdraw',
  'conduct',
  'service',
  'liability',
  'closing',
  'changes',
  'law',
  'contact',
] as const;

export const POLICY_SECTIONS = [
  'scope',
  'collect',
  'kyc',
  'use',
  'sharing',
  'device',
  'retention',
  'security',
  'rights',
  'age',
  'transfers',
  'changes',
  'contact',
] as const;

export const FAQ_GROUPS = {
  account: ['signUp', 'verifyCode', 'forgotPassword', 'tooManyTries', 'changeEmail', 'beta'],
  points: ['earn', 'notMoney', 'levels', 'dailyReset', 'claimAgain'],
  rewards: ['checkIn', 'prizes', 'prizeFailed', 'lootboxOdds', 'inventory'],
  invite: ['howInvite', 'inviteReward', 'selfInvite'],
  steam: ['steamConnect', 'steamOnce', 'steamOther'],
  wallet: [
    'gact',
    'convert',
    'convertLimits',
    'quoteExpired',
    'withdraw',
    'withdrawSteps',
    'rejected',
  ],
  kyc: ['whyKyc', 'kycDocs', 'kycKept'],
  help: ['support', 'languages', 'offline', 'deleteAccount'],
} as const;

export type FaqGroup = keyof typeof FAQ_GROUPS;
