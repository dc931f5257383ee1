import { BadRequestError } from '../errors';

/** Stub until the Connect webhook lands on this branch. */
export async function handleConnectWebhook(
  _rawBody: string,
  _signature: string | undefined,
): Promise<{ received: true }> {
  throw new BadRequestError('Invalid signature');
}
