// GET /api/Member/Achievements (decision 031): every badge with the member's progress. Unlocking is
// evaluated here, on read, in one transaction: a badge whose criterion is met gets its row with
// INSERT … ON CONFLICT DO NOTHING, so any number of reads at once store one row, and every answer
// shows the stored date. A badge never locks again, even if its count later drops.
import type { Db } from '../db/db.ts';
import type { Clock } from '../clock.ts';
import { toIso } from '../db/values.ts';
import type { MailLanguage } from '../mail/language.ts';
import type {
  Achievement,
  AchievementCriterion,
  AchievementList,
} from '../../src/api/schemas/achievement.ts';
import { readFacts } from './achievement-facts.ts';
import { safeTimeZone } from './periods.ts';
import { pick, type Texts } from './quests.ts';

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
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const facts = await readFacts(tx, memberId, now);
    const before = await tx.query<BadgeRow>(BADGES_SQL, [memberId]);
    // A past run (a streak since broken) meets a target too, though today's count is lower.
    const isMet = (b: BadgeRow) =>
      facts[b.criterion].progress >= b.target || facts[b.criterion].metAt(b.target) !== null;
    const newlyMet = before.filter((b) => b.unlocked_at === null && isMet(b));
    for (const badge of newlyMet)
      await tx.query(
        `INSERT INTO member_achievements (member_id, achievement_id, unlocked_at)
         VALUES ($1, $2, $3) ON CONFLICT (member_id, achievement_id) DO NOTHING`,
        // Where the data keeps no time (Steam, a level set by an operator), the first read's.
        [memberId, badge.id, facts[badge.criterion].metAt(badge.target) ?? now],
      );
    const rows = newlyMet.length > 0 ? await tx.query<BadgeRow>(BADGES_SQL, [memberId]) : before;
    const [member] = await tx.query<{ time_zone: string }>(
      'SELECT time_zone FROM members WHERE id = $1',
      [memberId],
    );
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
      timeZone: safeTimeZone(member?.time_zone),
    };
  });
}
