import { INTEREST_MESSAGES, type NotifyInterestResponse } from '../contracts/interest';
import { describeError, log } from '../infra/logger';
import { config } from '../infra/config';
import { sendEmail } from '../infra/mailer';
import { hasInterest, putInterestIfNew } from '../repositories/interest-repository';
import { getProduct } from '../repositories/product-repository';
import { consumeRateLimit, type RateLimit } from '../repositories/rate-limit-repository';
import { isVisibleInCatalogue } from '../rules/visibility';
import { interestConfirmationEmail } from './email-templates/interest-confirmation';
import { BadRequestError, ConflictError, NotFoundError, TooManyRequestsError } from './errors';
import { PRODUCT_NOT_FOUND } from './product-service';

export const ALREADY_AVAILABLE = 'This product is already available';

/** At most 5 registrations per e-mail address and hour, across products. */
export const INTEREST_RATE_LIMIT: Omit<RateLimit, 'subject'> = {
  scope: 'interest',
  limit: 5,
  windowSeconds: 3600,
};

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
        name: request.name,
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
  const allowed = await consumeRateLimit({ ...INTEREST_RATE_LIMIT, subject: request.email }, now);
  if (!allowed) throw new TooManyRequestsError(INTEREST_MESSAGES.tooManyRequests);
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
