import { createHash } from 'node:crypto';
import { describeError, log } from '../../infra/logger';
import {
  enqueueNotifications,
  notificationQueueMode,
  type BatchConsumer,
} from '../../infra/notification-queue';
import {
  listOutboxDue,
  markOutboxSent,
  putOutboxMessages,
  type OutboxMessage,
} from '../../repositories/notification-outbox-repository';
import type { NotificationMessage } from './notification-messages';

/**
 * Notification messages go through an outbox, as the payouts do: written first, then sent, then
 * marked sent. A send that fails leaves the message for the sweep, which sends what is still
 * unsent after a grace period. A message sent twice (the sender crashed before marking it) is
 * harmless: every e-mail is claimed per recipient before it is sent (notification-sending.ts).
 */
export const NOTIFICATION_OUTBOX = {
  /**
   * Unsent messages younger than this are left to their sender, which may still be sending
   * (the SDK's own retries take seconds); older ones were given up on.
   */
  graceSeconds: 2 * 60,
  /** Messages one sweep sends at most; the rest wait for the next run. */
  sweepLimit: 500,
  /** The sweep's schedule (the notification consumer's EventBridge rule). */
  sweepMinutes: 5,
} as const;

/**
 * 'deferred': the queue could not be reached, the messages wait in the outbox for the sweep.
 * 'not-configured': no queue at all (unit tests), nothing is written.
 */
export type DispatchResult = 'queued' | 'inline' | 'not-configured' | 'deferred';

/**
 * The same message always has the same outbox item, so a retried plan rewrites its batches'
 * items instead of adding more copies for the sweep to send.
 */
function outboxMessage(message: NotificationMessage): OutboxMessage {
  const body = JSON.stringify(message);
  return { id: createHash('sha256').update(body).digest('hex').slice(0, 32), body };
}

/** Sends outbox messages; marks them sent once the queue took them. */
async function sendFromOutbox(
  messages: readonly OutboxMessage[],
  consume: BatchConsumer,
): Promise<DispatchResult> {
  let result: DispatchResult;
  try {
    result = await enqueueNotifications(
      messages.map((message) => JSON.parse(message.body) as object),
      consume,
    );
  } catch (error) {
    log('error', 'Could not queue notification messages; the outbox keeps them', {
      messages: messages.length,
      ...describeError(error),
    });
    return 'deferred';
  }
  // Without a queue nothing was sent: they stay unsent.
  if (result === 'not-configured') return result;
  // Not marking them is not a failure: the sweep sends them again, and nobody is e-mailed twice.
  await markOutboxSent(
    messages.map((message) => message.id),
    new Date(),
  ).catch((error: unknown) =>
    log('warn', 'Could not mark notification messages sent', { ...describeError(error) }),
  );
  return result;
}

/**
 * Queues notification messages through the outbox. Throws only when the outbox could not be
 * written, in which case nothing was sent.
 */
export async function dispatchNotifications(
  messages: readonly NotificationMessage[],
  consume: BatchConsumer,
): Promise<DispatchResult> {
  if (notificationQueueMode() === 'not-configured') return 'not-configured';
  const byId = new Map(messages.map(outboxMessage).map((message) => [message.id, message]));
  const unique = [...byId.values()];
  await putOutboxMessages(unique, new Date().toISOString());
  return sendFromOutbox(unique, consume);
}

export interface SweepResult {
  /** Unsent messages past the grace period found. */
  found: number;
  /** Of those, sent now. */
  sent: number;
}

/**
 * The sweep: sends the messages still unsent after the grace period. Throws when the queue
 * still cannot be reached, so the run counts as failed (they wait for the next run).
 */
export async function sweepNotificationOutbox(
  consume: BatchConsumer,
  now = new Date(),
): Promise<SweepResult> {
  const before = new Date(now.getTime() - NOTIFICATION_OUTBOX.graceSeconds * 1000).toISOString();
  const due = await listOutboxDue(before, NOTIFICATION_OUTBOX.sweepLimit);
  if (due.length === 0) return { found: 0, sent: 0 };
  const result = await sendFromOutbox(due, consume);
  if (result === 'deferred') throw new Error(`${due.length} notification message(s) still unsent`);
  log('info', 'Notification outbox sweep', { sent: due.length });
  return { found: due.length, sent: result === 'not-configured' ? 0 : due.length };
}
