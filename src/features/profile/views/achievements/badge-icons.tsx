// One icon per badge criterion, drawn inline (decorative: the badge's name says what it is).
import type { AchievementCriterion } from '../../api/schemas/achievement';
import { base } from '../../../../shared/components/icons';

const PATHS: Record<AchievementCriterion, string[]> = {
  questClaims: ['M9 11l3 3 8-8', 'M20 12v7a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h9'],
  checkInStreak: ['M8 2v4', 'M16 2v4', 'M3 10h18', 'M5 4h14a2 2 0 0 1 2 2v14H3V6a2 2 0 0 1 2-2z'],
  invites: [
    'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2',
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
    'M19 8v6',
    'M22 11h-6',
  ],
  steamConnected: [
    'M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7',
    'M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7',
  ],
  level: ['M12 2l3 6.5 7 1-5 5 1.2 7L12 18l-6.2 3.5L7 14.5l-5-5 7-1z'],
  lootboxOpens: [
    'M3 8h18v4H3z',
    'M5 12v9h14v-9',
    'M12 8v13',
    'M12 8S9 3 7 5s5 3 5 3 3-5 5-3-5 3-5 3',
  ],
  prizeRedeems: [
    'M8 21h8',
    'M12 17v4',
    'M7 4h10v5a5 5 0 0 1-10 0z',
    'M7 6H4a3 3 0 0 0 3 4',
    'M17 6h3a3 3 0 0 1-3 4',
  ],
};

export function BadgeIcon({ criterion, size }: { criterion: AchievementCriterion; size?: string }) {
  return (
    <svg {...base(size)}>
      {PATHS[criterion].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
