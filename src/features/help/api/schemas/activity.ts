// Activity messages' mark-all call and the announcements (issue 15 items 3 and 5, decision 041).
// Shared by the client and the local API. Texts arrive in the request's Accept-Language.
import * as z from 'zod/mini';
import { Id } from '../../../../shared/api/schemas/ids';

/** ReadAllMessages' answer: how many messages it marked (0 when all were read already). */
export const ReadAllResultSchema = z.object({ read: z.number().check(z.int(), z.minimum(0)) });
export type ReadAllResult = z.infer<typeof ReadAllResultSchema>;

export const AnnouncementSchema = z.object({
  id: Id,
  title: z.string(),
  body: z.string(),
  startsAt: z.string(),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;
export const AnnouncementListSchema = z.array(AnnouncementSchema);

export const DismissAnnouncementRequestSchema = z.object({ id: Id });
export type DismissAnnouncementRequest = z.infer<typeof DismissAnnouncementRequestSchema>;
