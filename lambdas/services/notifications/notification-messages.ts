import { z } from 'zod';

/**
 * Sizes of the notification fan-out. A batch message names at most `recipientsPerBatch`
 * recipients, so one receive sends at most that many e-mails: seconds of work against the
 * consumer's 60 s timeout, even with SES throttling and retries. A plan message reads at most
 * `pagesPerPlan` pages of recipients and continues in a new message with its cursor.
 */
export const FANOUT = {
  recipientsPerBatch: 50,
  pagesPerPlan: 20,
} as const;

const id = z.string().min(1).max(200);
const ids = z.array(id).max(FANOUT.recipientsPerBatch);
const cursor = z.string().min(1).max(2000).optional();

/**
 * The notification queue's messages. `version`, `availability` and `listing` (a seller's new
 * product, to their followers) plan (page through the
 * recipients and queue batches); the `-batch` kinds send. A message without a kind is a version
 * job queued before the fan-out existed.
 */
export const notificationMessageSchema = z.union([
  z.object({ kind: z.literal('version'), productId: id, versionId: id, cursor }),
  z.object({
    kind: z.literal('version-batch'),
    productId: id,
    versionId: id,
    userIds: ids,
    sessionIds: ids,
  }),
  z.object({ kind: z.literal('availability'), productId: id, cursor }),
  z.object({
    kind: z.literal('availability-batch'),
    productId: id,
    emails: z.array(z.string().min(3).max(254)).max(FANOUT.recipientsPerBatch),
  }),
  z.object({ kind: z.literal('listing'), productId: id, cursor }),
  z.object({ kind: z.literal('listing-batch'), productId: id, userIds: ids }),
  z
    .object({ productId: id, versionId: id })
    .transform((legacy) => ({ kind: 'version' as const, ...legacy, cursor: undefined })),
]);

export type NotificationMessage = z.input<typeof notificationMessageSchema>;
export type ParsedNotificationMessage = z.output<typeof notificationMessageSchema>;
