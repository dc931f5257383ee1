import { SendRawEmailCommand } from '@aws-sdk/client-ses';
import { handler as checkout } from '../../lambdas/functions/checkout';
import { ses } from '../../lambdas/infra/aws-clients';
import { call, payOnHostedPage, sessionIdOf } from './checkout';
import type { TestUser } from './cognito-users';

/** A signed-in buyer, or a guest's address. */
export type Buyer = TestUser | { guest: string };

/** A checkout paid on the local Stripe page and fulfilled by the success page's call. */
export async function paidOrder(
  buyer: Buyer,
  productIds: string[],
  items: { id: string; kind?: 'bundle' }[] = productIds.map((id) => ({ id })),
): Promise<string> {
  const isGuest = 'guest' in buyer;
  const { body } = await call<{ url: string }>(
    checkout,
    isGuest ? 'POST /api/create-payment-universal' : 'POST /api/create-payment',
    isGuest
      ? { body: { items, email: buyer.guest, fullName: 'Gail Guest' } }
      : { token: buyer.accessToken, body: { items } },
  );
  await payOnHostedPage(body.url);
  const sessionId = sessionIdOf(body.url);
  const verified = await call(
    checkout,
    isGuest ? 'POST /api/verify-payment-universal' : 'POST /api/verify-payment',
    { ...(isGuest ? {} : { token: buyer.accessToken }), body: { sessionId } },
  );
  if (verified.body.success !== true) throw new Error(`Payment not verified: ${verified.status}`);
  return sessionId;
}

/**
 * Keeps every raw message given to SES (and still sends it): the local mailbox keeps no
 * headers of raw e-mail. Undone by jest.restoreAllMocks().
 */
export function recordRawEmails(): string[] {
  const sent: string[] = [];
  const client = ses();
  const original = client.send.bind(client) as (command: unknown) => Promise<unknown>;
  jest.spyOn(client, 'send').mockImplementation(((command: unknown) => {
    if (command instanceof SendRawEmailCommand && command.input.RawMessage?.Data) {
      sent.push(Buffer.from(command.input.RawMessage.Data).toString('utf8'));
    }
    return original(command);
  }) as never);
  return sent;
}

/** One header's value in a raw message (the headers end at the first empty line). */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split('\r\n\r\n')[0] ?? '';
  const line = head.split('\r\n').find((row) => row.startsWith(`${name}: `));
  return line?.slice(name.length + 2);
}

/** The request and token of an unsubscribe link, as the page and the header carry them. */
export function linkParams(url: string): { request: string; token: string } {
  const params = new URL(url).searchParams;
  return { request: params.get('request') ?? '', token: params.get('token') ?? '' };
}
