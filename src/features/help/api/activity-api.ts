// Typed calls of the activity and announcement endpoints (decision 041).
import { ACTIVITY_ENDPOINTS } from './activity-endpoints';
import { request, type RequestOptions } from '../../../shared/api/request';
import {
  AnnouncementListSchema,
  ReadAllResultSchema,
  type DismissAnnouncementRequest,
} from './schemas/activity';
import * as z from 'zod/mini';

const Anything = z.unknown();

export const activityApi = {
  readAllMessages: (options?: RequestOptions) =>
    request(ACTIVITY_ENDPOINTS.readAllMessages, {}, ReadAllResultSchema, options),
  announcements: (options?: RequestOptions) =>
    request(ACTIVITY_ENDPOINTS.announcements, undefined, AnnouncementListSchema, options),
  dismissAnnouncement: (payload: DismissAnnouncementRequest, options?: RequestOptions) =>
    request(ACTIVITY_ENDPOINTS.dismissAnnouncement, payload, Anything, options),
};
