import * as z from 'zod/mini';

/** Every response of the platform API: `{ status, message, data, total?, tokenInvalid? }`; status 0 is success. */
export const EnvelopeSchema = z.object({
  status: z.number(),
  message: z.string(),
  data: z.optional(z.unknown()),
  total: z.optional(z.number()),
  /** Messages: the member's unread count (the bell's badge). */
  unread: z.optional(z.number()),
  tokenInvalid: z.optional(z.boolean()),
});
export type Envelope = z.infer<typeof EnvelopeSchema>;

/** A paged list request (docs/product/app.md: Messages with page 1 size 4, invite list with page 1 size 10). */
export const PageRequestSchema = z.object({
  page: z.number().check(z.int(), z.minimum(1), z.maximum(10_000)),
  size: z.number().check(z.int(), z.minimum(1), z.maximum(100)),
});
export type PageRequest = z.infer<typeof PageRequestSchema>;
