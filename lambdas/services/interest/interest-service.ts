import { INTEREST_MESSAGES, type NotifyInterestResponse } from '../../contracts/interest';
import { describeError, log } from '../../infra/logger';
import { config } from '../../infra/config';
import { sendEmail } from '../../infra/mailer';
import { hasInterest, putInterestIfNew } from '../../repositories/interest-repository';
import { getProduct } from '../../repositories/product-repository';
import { isVisibleInCatalogue } from '../../rules/visibility';
import { interestConfirmationEmail } from './interest-confirmation-email';
import { BadRequestError, ConflictError, NotFoundError } from '../shared/errors';
import { PRODUCT_NOT_FOUND } from '../../contracts/catalogue';
import { enforceRateLimits, type RateLimitRule } from '../shared/rate-limits';

export const ALREADY_AVAILABLE = 'This product is already available';

/**
 * Each registration sends an e-mail, so it is limited three ways: per address (5 an hour,
 * across products), per client IP (10 an hour: one visitor cannot mail 40 strangers) and per
 * product (100 an hour: a distributed flood on one product stops too).
 */
export const INTEREST_RATE_LIMITS = {
  perAddress: { scope: 'interest', limit: 5, windowSeconds: 3600 },
  perClient: { scope: 'interest-ip', limit: 10, windowSeconds: 3600 },
  perProduct: { scope: 'interest-product', limit: 100, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimitRule>;

export interface InterestRequest {
  productId: string;
  name: string;
  /** Already trimmed, lower-cased and checked by the request schema. */
  email: string;
  honeypot: string;
}

async function sendConfirmation(request: InterestRequest, productName: string): Promise<void> {
  try {
    await sendEmail(
      interestConfirmationEmail({
        to: request.email,
        productName,
        productUrl: `${config().siteUrl}/product/${encodeURIComponent(request.productId)}`,
      }),
    );
  } catch (error) {
    // The registration is stored; a lost confirmation must not turn it into an error.
    log('warn', 'Interest confirmation e-mail not sent', {
      productId: request.productId,
      ...describeError(error),
    });
  }
}

/**
 * "Notify me when available" for a coming-soon product. A filled honeypot gets the normal
 * answer, so a bot learns nothing, but nothing is stored or sent.
 */
export async function registerInterest(
  request: InterestRequest,
  clientIp: string,
  now = new Date(),
): Promise<NotifyInterestResponse> {
  const success = { message: INTEREST_MESSAGES.registered };
  // Any content counts: a person never sees the field, so cannot type even a space into it.
  if (request.honeypot !== '') {
    log('info', 'Interest registration ignored: honeypot filled', {
      productId: request.productId,
    });
    return success;
  }
  const product = await getProduct(request.productId);
  if (!product || !isVisibleInCatalogue(product, { isAdmin: false })) {
    throw new NotFoundError(PRODUCT_NOT_FOUND);
  }
  if (!product.coming_soon) throw new BadRequestError(ALREADY_AVAILABLE);
  // A repeat is answered before it can use up the address's hourly allowance.
  if (await hasInterest(product.id, request.email)) {
    throw new ConflictError(INTEREST_MESSAGES.alreadyRegistered);
  }
  await enforceRateLimits(
    [
      { rule: INTEREST_RATE_LIMITS.perAddress, subject: request.email },
      { rule: INTEREST_RATE_LIMITS.perClient, subject: clientIp },
      { rule: INTEREST_RATE_LIMITS.perProduct, subject: product.id },
    ],
    INTEREST_MESSAGES.tooManyRequests,
    now,
  );
  const stored = await putInterestIfNew({
    product_id: product.id,
    email: request.email,
    name: request.name,
    registered_at: now.toISOString(),
  });
  if (!stored) throw new ConflictError(INTEREST_MESSAGES.alreadyRegistered);
  await sendConfirmation(request, product.name);
  return success;
}
