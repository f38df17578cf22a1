// @vitest-environment node
// Issue 32 item 3: QA runs a catalogue by hand. Every path of docs/paths/*.md has a title and a
// one-line purpose, no placeholder is left unfilled, and a step only the harness can cause says so.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { FIXTURES } from '../../tests/model/fixtures/index';
import { catalogueProblems, doText, HARNESS_MARK, type Wording } from './catalogue';
import { ROOT } from './generate';

const DIR = path.join(ROOT, 'docs/paths');
const wording = JSON.parse(readFileSync(path.join(DIR, 'wording.json'), 'utf8')) as Wording;
const catalogues = readdirSync(DIR).filter((name) => name.endsWith('.md'));

describe('docs/paths', () => {
  it('has a catalogue per machine', () => {
    expect(catalogues).toHaveLength(Object.keys(FIXTURES).length);
  });

  it.each(catalogues)(
    '%s: every path has a title and a purpose, and nothing is left unfilled',
    (name) => {
      const text = readFileSync(path.join(DIR, name), 'utf8');
      expect(text).toMatch(/^## /m);
      expect(catalogueProblems(text)).toEqual([]);
    },
  );
});

describe('catalogueProblems', () => {
  const good = [
    '# door: test paths',
    '',
    '## door-0123abcd',
    '',
    '**The door opens**',
    '',
    'Purpose: The only path that takes “Tap Open”.',
    '',
    '| # | Do | Expect |',
    '|---|---|---|',
    '| 0 | Open /door | The door is shut. |',
    '| 1 | The open fails: HTTP 500 (test harness: the gate answers in the server’s place) | Shut. |',
  ];
  const without = (line: string) => good.filter((l) => l !== line).join('\n');

  it('passes a path with its title, purpose and filled steps', () => {
    expect(catalogueProblems(good.join('\n'))).toEqual([]);
  });

  it('fails a path without a title or a purpose', () => {
    expect(catalogueProblems(without('**The door opens**'))).toEqual(['door-0123abcd: no title']);
    expect(catalogueProblems(without('Purpose: The only path that takes “Tap Open”.'))).toEqual([
      'door-0123abcd: no purpose',
    ]);
  });

  it('fails an unfilled placeholder, a seed key or a shared title', () => {
    const text = good.join('\n').replace('Open /door', 'Open /door?id=<front-door> as {name}');
    expect(catalogueProblems(text)).toEqual([
      'line 11: unfilled placeholder <front-door>',
      'line 11: unfilled placeholder {name}',
    ]);
    const twice = `${good.join('\n')}\n${good.slice(2).join('\n').replace('0123abcd', '89abcdef')}`;
    expect(catalogueProblems(twice)).toEqual(['door-89abcdef: the same title as door-0123abcd']);
  });

  it('fails a step the gate causes that is not marked as the harness’s', () => {
    const text = good.join('\n').replace(` ${HARNESS_MARK}: the gate`, ': the gate');
    expect(catalogueProblems(text)).toHaveLength(1);
  });
});

describe('the steps', () => {
  it('word a failed call as the answer it got and how a tester causes it', () => {
    const event: EventObject & Record<string, unknown> = {
      type: 'xstate.error.actor.withdraw',
      reason: 'amount',
      error: { kind: 'status', status: 3007, message: 'Insufficient GACT balance' },
    };
    expect(doText(event, wording, 'withdraw')).toBe(
      'The withdrawal fails: the server refuses with “Insufficient GACT balance”. By hand: on the code step, spend the GACT in another tab (convert it), then tap “Withdraw”.',
    );
    const unheard = { ...event, reason: 'unheard' } as EventObject;
    expect(() => doText(unheard, wording, 'withdraw')).toThrow(/no cause for "withdraw:unheard"/);
  });

  it('know a failure without a reason by the status the platform answered', () => {
    const event = {
      type: 'xstate.error.actor.signIn',
      error: {
        kind: 'status',
        status: 2001,
        statusName: 'AccountOrPasswordError',
        message: 'Account or password error',
      },
    } as EventObject;
    expect(doText(event, wording, 'signIn')).toBe(
      'Signing in fails: the server refuses with “Account or password error”. By hand: type a wrong password.',
    );
  });
});
