// Typed call of the leaderboard endpoint (issue 13, decision 030); the leaderboard queries call it.
import { PROFILE_ENDPOINTS } from './profile-endpoints';
import { request, type RequestOptions } from '../../../shared/api/request';
import { LeaderboardSchema, type LeaderboardPeriod } from './schemas/leaderboard';

export const leaderboardApi = {
  board: (period: LeaderboardPeriod, options?: RequestOptions) =>
    request(PROFILE_ENDPOINTS.leaderboard, { period }, LeaderboardSchema, options),
};
