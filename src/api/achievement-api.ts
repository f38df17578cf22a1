// Typed calls of the badge and ticket endpoints (issue 13, decision 031), read by the achievement
// query factories.
import { ENDPOINTS } from './endpoints';
import { request, requestWithTotal, type RequestOptions } from './request';
import {
  AchievementListSchema,
  TicketPageSchema,
  type TicketsRequest,
} from './schemas/achievement';

export const achievementApi = {
  achievements: (options?: RequestOptions) =>
    request(ENDPOINTS.achievements, undefined, AchievementListSchema, options),
  tickets: (payload: TicketsRequest, options?: RequestOptions) =>
    requestWithTotal(ENDPOINTS.tickets, payload, TicketPageSchema, options),
};
