import { describe, expect, it } from 'vitest';
import enHelp from '../../../../i18n/locales/en-US/help.json';
import cnHelp from '../../../../i18n/locales/zh-CN/help.json';
import twHelp from '../../../../i18n/locales/zh-TW/help.json';
import { DOCUMENT_VERSIONS, FAQ_GROUPS, POLICY_SECTIONS, TERMS_SECTIONS } from './document-content';

// The screens list their sections and questions from document-content.ts; a text with no id there
// would never be shown, and an id with no text would show its key. Both fail here, per language.
const LANGUAGES = [
  ['en-US', enHelp],
  ['zh-TW', twHelp],
  ['zh-CN', cnHelp],
] as const;

const sorted = (list: readonly string[]) => [...list].sort();

describe.each(LANGUAGES)('%s', (_language, help) => {
  it('has a heading and a body for exactly the sections of each document', () => {
    expect(sorted(Object.keys(help.terms.sections))).toEqual(sorted(TERMS_SECTIONS));
    expect(sorted(Object.keys(help.policy.sections))).toEqual(sorted(POLICY_SECTIONS));
    for (const section of [
      ...Object.values(help.terms.sections),
      ...Object.values(help.policy.sections),
    ]) {
      expect(section.heading.trim()).not.toBe('');
      expect(section.body.trim().length).toBeGreaterThan(40);
    }
  });

  it('has a title for every FAQ group and a question and an answer for exactly its items', () => {
    expect(sorted(Object.keys(help.faq.groups))).toEqual(sorted(Object.keys(FAQ_GROUPS)));
    const items = Object.values(FAQ_GROUPS).flat();
    expect(new Set(items).size).toBe(items.length);
    expect(sorted(Object.keys(help.faq.items))).toEqual(sorted(items));
    for (const { q, a } of Object.values(help.faq.items)) {
      expect(q.trim()).not.toBe('');
      expect(a.trim().length).toBeGreaterThan(20);
    }
  });

  it('numbers the sections in the order they are shown', () => {
    TERMS_SECTIONS.forEach((id, at) =>
      expect(help.terms.sections[id].heading.startsWith(`${at + 1}. `)).toBe(true),
    );
    POLICY_SECTIONS.forEach((id, at) =>
      expect(help.policy.sections[id].heading.startsWith(`${at + 1}. `)).toBe(true),
    );
  });
});

it('gives each document a version and a real calendar date', () => {
  for (const { version, updated } of Object.values(DOCUMENT_VERSIONS)) {
    expect(version).toMatch(/^\d+\.\d+$/);
    expect(new Date(`${updated}T00:00:00Z`).toISOString().slice(0, 10)).toBe(updated);
  }
});
