import { SendEmailCommand, SendRawEmailCommand } from '@aws-sdk/client-ses';
import { ses } from './aws-clients';
import { config } from './config';
import { rawEmail } from './raw-email';

export interface OutgoingEmail {
  to: string[];
  subject: string;
  /** Plain-text body; every e-mail has one. */
  text: string;
  html?: string;
  /**
   * Bulk mail: the HTTPS address that stops it, sent as List-Unsubscribe with
   * List-Unsubscribe-Post, so it must take RFC 8058's one-click POST (no page, no sign-in).
   */
  listUnsubscribe?: string;
}

/** Sends one e-mail through SES (aws-ses-v2-local on the local stack) from the shop's sender. */
export async function sendEmail(email: OutgoingEmail): Promise<void> {
  if (email.listUnsubscribe) {
    // Only the raw form carries headers.
    const { listUnsubscribe, ...parts } = email;
    const message = rawEmail({ ...parts, from: config().mailFrom, listUnsubscribe });
    await ses().send(
      new SendRawEmailCommand({
        Source: config().mailFrom,
        Destinations: email.to,
        RawMessage: { Data: Buffer.from(message, 'utf8') },
      }),
    );
    return;
  }
  await ses().send(
    new SendEmailCommand({
      Source: config().mailFrom,
      Destination: { ToAddresses: email.to },
      Message: {
        Subject: { Data: email.subject, Charset: 'UTF-8' },
        Body: {
          Text: { Data: email.text, Charset: 'UTF-8' },
          ...(email.html ? { Html: { Data: email.html, Charset: 'UTF-8' } } : {}),
        },
      },
    }),
  );
}
