// @vitest-environment node
// QA path ids stay put (issue 32, 1): QA's bookmarks, tickets and test plans name paths by id, so a
// fixture's data (an amount, a quote id, an error's wording) must rename none; a change to what the
// path does (another event type) must; and every id the README or docs/ mention must still run,
// itself or through docs/paths/retired.json.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import {
  PATH_ID,
  catalogueIds,
  readRetired,
  resolvePathId,
  updateRetired,
} from '../../scripts/machines/path-index';
import { FIXTURES } from '../model/fixtures/index';
import { withdrawFixture } from '../model/fixtures/withdraw.fixtures';
import { fixturePaths, type ModelFixture } from '../model/support/model-fixture';
import { assignPathIds } from '../model/support/path-id';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
type Payload = EventObject & Record<string, unknown>;

/** The same fixture with other data in its events (a new object: fixturePaths caches by identity). */
const withEvents = (fixture: ModelFixture, change: (event: Payload) => Payload): ModelFixture => ({
  ...fixture,
  events: fixture.events.map(change),
});
const idsOf = (fixture: ModelFixture) => fixturePaths(fixture).map((p) => p.id);

describe('a path id', () => {
  it('survives new quote and receipt data in the withdraw fixture, and another amount', () => {
    const other = withEvents(withdrawFixture, (event) => {
      if (event.type === 'amount.change') return { ...event, value: '25' };
      const output = event.output as Record<string, unknown> | null | undefined;
      if (!output || typeof output !== 'object') return event;
      return {
        ...event,
        output: {
          ...output,
          ...('quoteId' in output ? { quoteId: 42, total: '26.6' } : { id: 42 }),
          amount: '25',
          fee: '0.2',
          gas: '1.4',
          expiresAt: '2027-01-01T00:10:00.000Z',
        },
      };
    });
    expect(other.events).not.toEqual(withdrawFixture.events);

    expect(idsOf(other)).toEqual(idsOf(withdrawFixture));
  });

  // An error's message is its wording; what the platform answered (kind, status name) is meaning.
  it.each(Object.keys(FIXTURES))('survives reworded errors in the %s fixture', (stem) => {
    const fixture = FIXTURES[stem]!;
    const reworded = withEvents(fixture, (event) => {
      if (!(event.error instanceof Error)) return event;
      const error = Object.assign(Object.create(Object.getPrototypeOf(event.error) as object), {
        ...event.error,
        message: `${event.error.message} (reworded)`,
      }) as Error;
      return { ...event, error };
    });

    expect(idsOf(reworded)).toEqual(idsOf(fixture));
  });

  it('changes with an event type: the same start, another event taken at one step', () => {
    const fixture = withdrawFixture;
    const paths = fixturePaths(fixture);
    // The first step of any path where the state before it accepts another fixture event type.
    let changed: { before: (typeof paths)[number]; after: (typeof paths)[number] } | undefined;
    for (const p of paths) {
      for (const [i, step] of p.steps.entries()) {
        const before = i === 0 ? p.initial : p.steps[i - 1]!.state;
        const other = fixture.events.find(
          (e) =>
            e.type !== step.event.type &&
            (before as { can(e: EventObject): boolean }).can(e) &&
            (fixture.allow?.(before, e) ?? true),
        );
        if (!other) continue;
        const prefix = p.steps.slice(0, i);
        const [same, swapped] = assignPathIds(fixture, [
          { inputCase: p.inputCase, initial: p.initial, steps: [...prefix, step] },
          {
            inputCase: p.inputCase,
            initial: p.initial,
            steps: [...prefix, { ...step, event: other }],
          },
        ]);
        changed = { before: same!, after: swapped! };
        break;
      }
      if (changed) break;
    }
    if (!changed) throw new Error('no step of a withdraw path has an alternative event');

    expect(changed.after.id).toMatch(PATH_ID);
    expect(changed.after.id).not.toBe(changed.before.id);
  });
});

/** Every `<machine id>-<8 hex>` in a Markdown text, for machines that have a catalogue. */
function mentionedIds(text: string, machines: Set<string>): string[] {
  return [...text.matchAll(/\b([a-z][A-Za-z]*)-([0-9a-f]{8})\b/g)]
    .filter(([, machine]) => machines.has(machine!))
    .map(([id]) => id);
}

describe('the ids people read', () => {
  const ids = catalogueIds();
  const machines = new Set(ids.values());
  const retired = readRetired();
  const docs = [
    'README.md',
    ...readdirSync(path.join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
      .filter((rel) => rel.endsWith('.md') && !rel.startsWith(`paths${path.sep}`))
      .map((rel) => `docs/${rel}`),
  ];

  it('the README shows at least one path id', () => {
    expect(mentionedIds(readFileSync(path.join(ROOT, 'README.md'), 'utf8'), machines)).not.toEqual(
      [],
    );
  });

  it.each(docs)('%s names only paths that run (current, or retired to a current one)', (rel) => {
    const text = readFileSync(path.join(ROOT, rel), 'utf8');
    const unknown = mentionedIds(text, machines).filter((id) => !resolvePathId(id, ids, retired));
    expect(unknown).toEqual([]);
  });

  it('docs/paths/retired.json maps retired ids only, each to a current path', () => {
    const stillCurrent = Object.keys(retired).filter((id) => ids.has(id));
    const dangling = Object.keys(retired).filter((id) => !resolvePathId(id, ids, retired));
    expect(stillCurrent).toEqual([]);
    expect(dangling).toEqual([]);
  });
});

describe('npm run machines retires ids', () => {
  const catalogue = (...paths: [id: string, does: string[]][]) =>
    paths
      .map(
        ([id, does]) =>
          `## ${id}\n\nStart: x\n\n| # | Do | Expect |\n|---|---|---|\n${does.map((d, i) => `| ${i} | ${d} | e |`).join('\n')}\n`,
      )
      .join('\n');

  it('to the new id that walks the same steps, and leads older entries on to it', () => {
    const before = new Map([['docs/paths/m.md', catalogue(['m-00000001', ['a', 'b']])]]);
    const after = new Map([['docs/paths/m.md', catalogue(['m-00000002', ['a', 'b']])]]);

    expect(updateRetired({ 'm-00000000': 'm-00000001' }, before, after)).toEqual({
      'm-00000000': 'm-00000002',
      'm-00000001': 'm-00000002',
    });
  });

  it('not where two paths read alike, nor where the walk is gone', () => {
    const before = new Map([
      [
        'docs/paths/m.md',
        catalogue(['m-00000001', ['a']], ['m-00000002', ['a']], ['m-00000003', ['c']]),
      ],
    ]);
    const after = new Map([
      [
        'docs/paths/m.md',
        catalogue(['m-0000000a', ['a']], ['m-0000000b', ['a']], ['m-0000000c', ['d']]),
      ],
    ]);

    expect(updateRetired({}, before, after)).toEqual({});
  });
});
