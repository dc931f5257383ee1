import { SendEmailCommand } from '@aws-sdk/client-ses';
import { ses } from './aws-clients';
import { config } from './config';

export interface OutgoingEmail {
  to: string[];
  subject: string;
  /** Plain-text body; every e-mail has one. */
  text: string;
  html?: string;
}

/** Sends one e-mail through SES (aws-ses-v2-local on the local stack) from the shop's sender. */
export async function sendEmail(email: OutgoingEmail): Promise<void> {
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
