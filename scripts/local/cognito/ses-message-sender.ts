import { SendEmailCommand, SESClient } from '@aws-sdk/client-ses';
import type { MessageSender } from 'cognito-local/lib/services/messageDelivery/messageSender';

const CODE_PLACEHOLDER = '{####}';

/**
 * Delivers cognito-local's verification and recovery messages to the local SES mailbox, the way
 * Cognito delivers them by e-mail on AWS. cognito-local only substitutes the first code
 * placeholder; Cognito substitutes all of them, so the rest are filled in here.
 */
export class SesMessageSender implements MessageSender {
  private readonly client: SESClient;

  constructor(
    endpoint: string,
    private readonly from: string,
  ) {
    this.client = new SESClient({
      endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
  }

  async sendEmail(
    _ctx: unknown,
    _user: unknown,
    destination: string,
    message: { __code?: string; emailSubject?: string; emailMessage?: string },
  ): Promise<void> {
    const code = message.__code ?? '';
    // Cognito falls back to its default text when a trigger leaves the message empty (as ours
    // does for attribute-change codes); an empty body would also be refused by SES.
    const body = message.emailMessage
      ? message.emailMessage.split(CODE_PLACEHOLDER).join(code)
      : `Your verification code is ${code}`;
    await this.client.send(
      new SendEmailCommand({
        Source: this.from,
        Destination: { ToAddresses: [destination] },
        Message: {
          Subject: { Data: message.emailSubject || 'Your verification code' },
          Body: { Html: { Data: body }, Text: { Data: body.replace(/<[^>]+>/g, '') } },
        },
      }),
    );
  }

  async sendSms(): Promise<void> {
    // The shop signs in by e-mail only; there is no SMS channel to emulate.
  }
}
