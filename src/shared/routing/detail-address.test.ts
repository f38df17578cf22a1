// The quest and event pages read `id`, `claim`, `code` and `missionAssessId` from an address anyone
// can write, and build the addresses they navigate to (and the sign-in's `returnTo`) from what they
// read. Whatever the address holds: no throw, only well-formed values, never a way off the origin.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../config/routes';
import { returnToIn, signInReturningTo } from '../machines/return-to';
import { parseEventAddress, parseQuestAddress, questAddress } from './detail-address';

const RUNS = { numRuns: 1500 };
const ORIGIN = 'https://gamerhub.invalid';
const MAX_ID = 2_147_483_647;
const ID = /^[1-9][0-9]{0,9}$/;
const ASSESS_ID = /^\d{1,18}$/;
const CODE = /^[A-Za-z0-9._~-]{1,256}$/;

/** Pieces an attacker or a broken link puts in a query: names, separators, encodings, schemes. */
const piece = fc.constantFrom(
  'id',
  'claim',
  'code',
  'missionAssessId',
  'returnTo',
  '=',
  '&',
  '?',
  '#',
  '%',
  '%3D',
  '%26',
  '%00',
  '%E0%A4%A',
  '+',
  '1',
  '0',
  '-1',
  '007',
  '1e3',
  '2147483647',
  '2147483648',
  '99999999999',
  '0x10',
  ' 7',
  '//evil.test',
  'https://evil.test/',
  'javascript:alert(1)',
  '\\',
  '\u0000',
  '\u202e',
  '😀',
  'abc.DEF_~-',
);
const query = fc.oneof(
  fc.string({ maxLength: 120 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.array(piece, { maxLength: 16 }).map((p) => p.join('')),
  fc
    .array(
      fc.tuple(
        fc.constantFrom('id', 'claim', 'code', 'missionAssessId', 'returnTo'),
        fc.oneof(fc.string({ maxLength: 30 }), piece),
      ),
      { maxLength: 6 },
    )
    .map((pairs) => pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')),
);
const search = fc.tuple(fc.boolean(), query).map(([mark, q]) => (mark ? `?${q}` : q));

const isId = (value: number | null) =>
  value === null || (Number.isInteger(value) && value >= 1 && value <= MAX_ID);

/** Where the app would go: same origin, the expected path, the address's own query only. */
function staysHome(address: string, path: string) {
  expect(address.startsWith(`${path}?`)).toBe(true);
  const url = new URL(address, ORIGIN);
  expect(url.origin).toBe(ORIGIN);
  expect(url.pathname).toBe(path);
  expect(url.hash).toBe('');
  // The sign-in that comes back here comes back to this very address.
  const signIn = new URL(signInReturningTo(address), ORIGIN);
  expect(signIn.origin).toBe(ORIGIN);
  expect(returnToIn(signIn.search)).toBe(address);
}

describe('detail addresses (property)', () => {
  it('a quest address never throws and keeps only well-formed values', () => {
    fc.assert(
      fc.property(search, (raw) => {
        const address = parseQuestAddress(raw);
        expect(isId(address.id)).toBe(true);
        expect(typeof address.hasClaimIntent).toBe('boolean');
        if (address.assessment !== null) {
          expect(address.assessment.code).toMatch(CODE);
          expect(address.assessment.missionAssessId).toMatch(ASSESS_ID);
        }
        if (address.id !== null) {
          expect(ID.test(String(address.id))).toBe(true);
          for (const built of [
            questAddress.detail(address.id),
            questAddress.claim(address.id),
            ...(address.assessment ? [questAddress.verify(address.id, address.assessment)] : []),
          ])
            staysHome(built, PATHS.QUEST_DESC);
          // What was built reads back as what was read.
          expect(parseQuestAddress(questAddress.claim(address.id).split('?')[1]!)).toEqual({
            id: address.id,
            hasClaimIntent: true,
            assessment: null,
          });
          if (address.assessment)
            expect(
              parseQuestAddress(questAddress.verify(address.id, address.assessment).split('?')[1]!),
            ).toEqual({ id: address.id, hasClaimIntent: false, assessment: address.assessment });
        }
      }),
      RUNS,
    );
  });

  it('an event address never throws and keeps only well-formed ids', () => {
    fc.assert(
      fc.property(search, (raw) => {
        const address = parseEventAddress(raw);
        expect(isId(address.id)).toBe(true);
        expect(isId(address.claimQuestId)).toBe(true);
        if (address.id !== null) {
          staysHome(questAddress.event(address.id), PATHS.QUEST_EVENT_DESC);
          if (address.claimQuestId !== null) {
            const built = questAddress.eventClaim(address.id, address.claimQuestId);
            staysHome(built, PATHS.QUEST_EVENT_DESC);
            expect(parseEventAddress(built.split('?')[1]!)).toEqual(address);
          }
        }
      }),
      RUNS,
    );
  });

  it('any well-formed value survives the trip through an address and a sign-in', () => {
    const id = fc.integer({ min: 1, max: MAX_ID });
    const assessment = fc.record({
      code: fc.stringMatching(CODE),
      missionAssessId: fc.stringMatching(ASSESS_ID),
    });
    fc.assert(
      fc.property(id, id, assessment, (questId, eventId, a) => {
        const verify = questAddress.verify(questId, a);
        staysHome(verify, PATHS.QUEST_DESC);
        expect(parseQuestAddress(new URL(verify, ORIGIN).search)).toEqual({
          id: questId,
          hasClaimIntent: false,
          assessment: a,
        });
        const claim = questAddress.eventClaim(eventId, questId);
        staysHome(claim, PATHS.QUEST_EVENT_DESC);
        expect(parseEventAddress(new URL(claim, ORIGIN).search)).toEqual({
          id: eventId,
          claimQuestId: questId,
        });
      }),
      RUNS,
    );
  });

  it('a value given twice, out of range or not exactly right counts as absent', () => {
    expect(parseQuestAddress('?id=7&id=7').id).toBeNull();
    expect(parseQuestAddress('?id=2147483648').id).toBeNull();
    expect(parseQuestAddress('?id=07').id).toBeNull();
    expect(parseQuestAddress('?id=7&claim=true').hasClaimIntent).toBe(false);
    expect(parseQuestAddress('?id=7&code=a b&missionAssessId=1').assessment).toBeNull();
    expect(parseQuestAddress('?id=7&code=ab&missionAssessId=-1').assessment).toBeNull();
    expect(parseEventAddress('?id=3&claim=1e3')).toEqual({ id: 3, claimQuestId: null });
  });
});
