import { DomainError } from '../shared/errors';
import { CHECKOUT_MESSAGES } from '../../rules/checkout';

/** Stripe could not be reached or refused a call that is not the caller's fault. */
export class PaymentProviderError extends DomainError {
  constructor(message: string = CHECKOUT_MESSAGES.providerFailed) {
    super(message, 502);
  }
}
