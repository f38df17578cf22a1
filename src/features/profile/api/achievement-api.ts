// Typed calls of the badge and ticket endpoints (issue 13, decision 031), read by the achievement
// query factories.
import { PROFILE_ENDPOINTS } from './profile-endpoints';
import { request, requestWithTotal, type RequestOptions } from '../../../shared/api/request';
import {
  AchievementListSchema,
  TicketPageSchema,
  type TicketsRequest,
} from './schemas/achievement';

export const achievementApi = {
  achievements: (options?: RequestOptions) =>
    request(PROFILE_ENDPOINTS.achievements, undefined, AchievementListSchema, options),
  tickets: (payload: TicketsRequest, options?: RequestOptions) =>
    requestWithTotal(PROFILE_ENDPOINTS.tickets, payload, TicketPageSchema, options),
};
