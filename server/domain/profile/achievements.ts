// GET /api/Member/Achievements (decision 031): every badge with the member's progress. Unlocking is
// evaluated here, on read: a badge whose criterion is met gets its row with INSERT … ON CONFLICT DO
// NOTHING, so any number of reads at once store one row, and every answer shows the stored date. A
// badge never locks again, even if its count later drops. A read that finds nothing new writes nothing.
import type { Db } from '../../db/db.ts';
import type { Clock } from '../../clock.ts';
import { toIso } from '../../db/values.ts';
import type { MailLanguage } from '../../mail/language.ts';
import type {
  Achievement,
  AchievementCriterion,
  AchievementList,
} from '../../../src/features/profile/api/schemas/achievement.ts';
import { readFacts } from './achievement-facts.ts';
import { pick, type Texts } from '../shared/texts.ts';

type BadgeRow = {
  id: number;
  code: string;
  criterion: AchievementCriterion;
  target: number;
  name: Texts;
  description: Texts;
  unlocked_at: Date | null;
};

const BADGES_SQL = `SELECT a.id, a.code, a.criterion, a.target, a.name, a.description, u.unlocked_at
  FROM achievements a
  LEFT JOIN member_achievements u ON u.achievement_id = a.id AND u.member_id = $1
 ORDER BY a.sort_order, a.id`;

export async function listAchievements(
  deps: { db: Db; clock: Clock },
  memberId: number,
  language: MailLanguage,
): Promise<AchievementList> {
  const { db } = deps;
  const now = deps.clock.now();
  const { facts, timeZone } = await readFacts(db, memberId, now);
  const before = await db.query<BadgeRow>(BADGES_SQL, [memberId]);
  // A past run (a streak since broken) meets a target too, though today's count is lower.
  const isMet = (b: BadgeRow) =>
    facts[b.criterion].progress >= b.target || facts[b.criterion].metAt(b.target) !== null;
  const newlyMet = before.filter((b) => b.unlocked_at === null && isMet(b));
  let rows = before;
  if (newlyMet.length > 0) {
    // One statement, no transaction needed: the primary key lets exactly one of any racing
    // reads store each row, and everyone reads back the stored one.
    await db.query(
      `INSERT INTO member_achievements (member_id, achievement_id, unlocked_at)
       SELECT $1, u.id, u.at FROM unnest($2::int[], $3::timestamptz[]) AS u (id, at)
       ON CONFLICT (member_id, achievement_id) DO NOTHING`,
      [
        memberId,
        newlyMet.map((b) => b.id),
        // Where the data keeps no time (Steam, a level set by an operator), this read's.
        newlyMet.map((b) => (facts[b.criterion].metAt(b.target) ?? now).toISOString()),
      ],
    );
    rows = await db.query<BadgeRow>(BADGES_SQL, [memberId]);
  }
  return {
    items: rows.map((b): Achievement => ({
      id: b.id,
      code: b.code,
      name: pick(b.name, language),
      description: pick(b.description, language),
      criterion: b.criterion,
      target: b.target,
      progress: b.unlocked_at ? b.target : Math.min(facts[b.criterion].progress, b.target),
      unlockedAt: b.unlocked_at ? toIso(b.unlocked_at) : null,
    })),
    timeZone,
  };
}
