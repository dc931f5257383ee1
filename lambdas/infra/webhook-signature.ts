import Stripe from 'stripe';
import { forgetSecret, secretAge } from './secrets';

/** A signature matching no cached secret rereads the secret at most this often (forgeries). */
export const SECRET_REFETCH_MIN_AGE_MS = 60 * 1000;

function verifyWith(
  secrets: readonly string[],
  rawBody: string,
  signature: string,
  missing: string,
): Stripe.Event {
  let lastError: unknown = new Error(missing);
  for (const secret of secrets) {
    try {
      return Stripe.webhooks.constructEvent(rawBody, signature, secret);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/**
 * Verifies a Stripe delivery against each signing secret in turn (one endpoint serves the live
 * and the test mode). When none matches and the secret holding them was read long enough ago,
 * it is read again once: a signing secret rolled in Stripe and in Secrets Manager. Throws when
 * nothing matches or the timestamp is outside Stripe's tolerance.
 */
export async function verifyWebhookSignature(
  source: {
    readSecrets: () => Promise<string[]>;
    /** The Secrets Manager secret they come from (none locally: nothing to read again). */
    secretArn: string | undefined;
    /** The error when no signing secret is configured at all. */
    missing: string;
  },
  rawBody: string,
  signature: string,
): Promise<Stripe.Event> {
  try {
    return verifyWith(await source.readSecrets(), rawBody, signature, source.missing);
  } catch (error) {
    const arn = source.secretArn;
    const age = arn ? secretAge(arn) : undefined;
    if (!arn || age === undefined || age < SECRET_REFETCH_MIN_AGE_MS) throw error;
    forgetSecret(arn);
    return verifyWith(await source.readSecrets(), rawBody, signature, source.missing);
  }
}
