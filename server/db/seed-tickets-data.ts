// The demo's ticket offers (decision 031) and the tickets the event teams granted the demo member.
// Earned tickets are not listed here: the first read issues them from the seeded claims and
// check-ins (the Winter Clash draw for the demo member; the Autumn Harvest draw, long expired, for
// luna, kai and closed). Times are hours from the seed's `now`, like the quests'.
import { SEED_UIDS, type SeedText } from './seed-quests-data.ts';

const t = (en: string, tw: string, cn: string): SeedText => ({
  'en-US': en,
  'zh-TW': tw,
  'zh-CN': cn,
});

const DAY_H = 24;

export type SeedTicketOffer = {
  key: string;
  eventKey: string;
  /** Claiming this quest earns the ticket. */
  questKey?: string;
  /** Or checking in this many days while the event runs. */
  checkInDays?: number;
  purpose: SeedText;
  /** From the event's end. */
  expiresAfterEndHours: number;
};

export const SEED_TICKET_OFFERS: readonly SeedTicketOffer[] = [
  {
    key: 'clash-tournament',
    eventKey: 'winter-clash',
    questKey: 'clash-join',
    purpose: t(
      'Winter Clash tournament entry',
      '冬季爭霸戰錦標賽參賽資格',
      '冬季争霸战锦标赛参赛资格',
    ),
    expiresAfterEndHours: 0,
  },
  {
    key: 'clash-draw',
    eventKey: 'winter-clash',
    checkInDays: 2,
    purpose: t(
      'Entry to the Winter Clash grand draw',
      '冬季爭霸戰大抽獎參加券',
      '冬季争霸战大抽奖参加券',
    ),
    expiresAfterEndHours: DAY_H,
  },
  {
    key: 'clash-kickoff',
    eventKey: 'winter-clash',
    purpose: t(
      'Winter Clash kickoff stream raffle',
      '冬季爭霸戰開幕直播抽獎',
      '冬季争霸战开幕直播抽奖',
    ),
    expiresAfterEndHours: 0,
  },
  {
    key: 'cup-seat',
    eventKey: 'spring-cup',
    purpose: t(
      'Seat in the Neon Drift festival cup (partner tournament)',
      '霓虹漂移節慶盃席位（合作錦標賽）',
      '霓虹漂移节庆杯席位（合作锦标赛）',
    ),
    expiresAfterEndHours: 0,
  },
  {
    key: 'harvest-draw',
    eventKey: 'autumn-harvest',
    questKey: 'harvest-plant',
    purpose: t('Autumn Harvest lucky draw entry', '秋收幸運抽獎參加券', '秋收幸运抽奖参加券'),
    expiresAfterEndHours: 2 * DAY_H,
  },
  {
    key: 'harvest-raffle',
    eventKey: 'autumn-harvest',
    purpose: t('Autumn Harvest finale stream raffle', '秋收閉幕直播抽獎', '秋收闭幕直播抽奖'),
    expiresAfterEndHours: 0,
  },
];

/** Tickets the event teams granted: one valid, one used, one expired. */
export const SEED_GRANTED_TICKETS: readonly {
  uid: string;
  offerKey: string;
  issuedHoursAgo: number;
  usedHoursAgo?: number;
}[] = [
  { uid: SEED_UIDS.demo, offerKey: 'cup-seat', issuedHoursAgo: 1 },
  {
    uid: SEED_UIDS.demo,
    offerKey: 'clash-kickoff',
    issuedHoursAgo: 3 * DAY_H - 1,
    usedHoursAgo: 2 * DAY_H,
  },
  { uid: SEED_UIDS.demo, offerKey: 'harvest-raffle', issuedHoursAgo: 12 * DAY_H },
];
