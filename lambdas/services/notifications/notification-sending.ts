import { describeError, log } from '../../infra/logger';
import { sendEmail, type OutgoingEmail } from '../../infra/mailer';
import { countMetric, METRIC } from '../../infra/metrics';
import {
  claimNotification,
  markNotificationsSent,
  releaseNotification,
} from '../../repositories/notification-repository';

export interface SendResult {
  sent: number;
  skipped: number;
  failed: number;
}

/**
 * Recipients of one batch handled at once: enough to finish a batch in seconds, few enough to
 * stay under SES's send rate with the queue's concurrency.
 */
const SENDS_AT_ONCE = 5;

async function eachWithLimit<T>(
  items: readonly T[],
  limit: number,
  run: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await run(item as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Sends each recipient their e-mail at most once per claim key: claimed first (a conditional
 * write), confirmed after the send, given back when the send failed, so the retried batch
 * tries exactly the recipients who did not get it. A claim abandoned by a crash expires after
 * its lease and is taken over by the retry.
 */
export async function sendClaimed<R extends { email: string }>(
  claimKey: string,
  recipients: readonly R[],
  compose: (recipient: R) => OutgoingEmail,
  context: Record<string, unknown>,
): Promise<SendResult> {
  const result: SendResult = { sent: 0, skipped: 0, failed: 0 };
  const sentTo: string[] = [];
  await eachWithLimit(recipients, SENDS_AT_ONCE, async (recipient) => {
    if (!(await claimNotification(claimKey, recipient.email, new Date()))) {
      result.skipped += 1;
      return;
    }
    try {
      await sendEmail(compose(recipient));
    } catch (error) {
      result.failed += 1;
      await releaseNotification(claimKey, recipient.email);
      log('error', 'Could not send a notification e-mail', { ...context, ...describeError(error) });
      return;
    }
    result.sent += 1;
    countMetric(METRIC.notificationsSent);
    sentTo.push(recipient.email);
  });
  // Confirmed together at the end. A failure to confirm is logged, not thrown: the e-mails
  // went out, and failing the batch would have its retry take these claims over once their
  // lease ends and send them again.
  await markNotificationsSent(claimKey, sentTo, new Date().toISOString()).catch((error: unknown) =>
    log('warn', 'Could not confirm sent notifications', { ...context, ...describeError(error) }),
  );
  return result;
}
