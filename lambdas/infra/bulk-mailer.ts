import { SendRawEmailCommand } from '@aws-sdk/client-ses';
import { ses } from './aws-clients';
import { config } from './config';
import type { OutgoingEmail } from './mailer';
import { rawEmail } from './raw-email';

/**
 * Bulk mail (the review requests): an e-mail with the List-Unsubscribe headers, which only
 * SES's raw form carries. Apart from mailer.ts so the functions that send receipts and
 * notices do not bundle the MIME builder.
 */
export interface BulkEmail extends OutgoingEmail {
  /**
   * The HTTPS address that stops it, sent as List-Unsubscribe with List-Unsubscribe-Post, so it
   * must take RFC 8058's one-click POST (no page, no sign-in).
   */
  listUnsubscribe: string;
}

export async function sendBulkEmail(email: BulkEmail): Promise<void> {
  const message = rawEmail({ ...email, from: config().mailFrom });
  await ses().send(
    new SendRawEmailCommand({
      Source: config().mailFrom,
      Destinations: email.to,
      RawMessage: { Data: Buffer.from(message, 'utf8') },
    }),
  );
}
