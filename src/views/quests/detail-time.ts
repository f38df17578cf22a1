// Quest times as the member reads them: the shared zoned formatting (src/i18n/zoned-time), kept
// under this name for the quest, reward, leaderboard and achievement screens that import it.
export { formatInZone, zoneLabel } from '../../i18n/zoned-time';
