import {
  explainTransferFailure,
  transferFailureCode,
} from '../../../lambdas/rules/transfer-failures';

/** Failed transfers are explained to the admin, never shown as Stripe's raw message. */
describe('explainTransferFailure', () => {
  it('a zero share is nothing to transfer, and Retry settles it', () => {
    const explained = explainTransferFailure({
      text: 'StripeInvalidRequestError: Invalid positive integer',
      amount_cents: 0,
    });
    expect(explained.reason).toMatch(/\$0\.00/);
    expect(explained.retryable).toBe(true);
    expect(`${explained.reason} ${explained.action}`).not.toMatch(/Invalid positive integer/);
  });

  it('an amount Stripe refuses on a positive share cannot be helped by Retry', () => {
    for (const facts of [
      { code: 'parameter_invalid_integer', amount_cents: 1800 },
      { text: 'Error: Invalid positive integer', amount_cents: 1800 },
    ]) {
      const explained = explainTransferFailure(facts);
      expect(explained.retryable).toBe(false);
      expect(explained.action).toMatch(/order reference/);
    }
  });

  it.each([
    [{ code: 'balance_insufficient' }, /funds/, true],
    [{ code: 'account_invalid' }, /onboarding/, true],
    [{ text: 'StripeInvalidRequestError: ... transfers capability ...' }, /onboarding/, true],
    [{ code: 'StripeConnectionError' }, /Retry/, true],
    [{ text: 'StripeAPIError: upstream' }, /Retry/, true],
    [{ code: 'StripeAuthenticationError' }, /secret/, true],
    [{ code: 'charge_already_refunded' }, /no retry/, false],
    [{ text: 'Error: The order has no payment to transfer from' }, /outside Stripe/, false],
    [{ text: 'Something nobody foresaw' }, /dashboard/, true],
  ] as const)('%j: action %s, retryable %s', (facts, action, retryable) => {
    const explained = explainTransferFailure({ ...facts, amount_cents: 1800 });
    expect(explained.action).toMatch(action);
    expect(explained.retryable).toBe(retryable);
  });

  it('a stored code wins over the text', () => {
    expect(
      explainTransferFailure({
        code: 'balance_insufficient',
        text: 'Error: Invalid positive integer',
        amount_cents: 500,
      }).retryable,
    ).toBe(true);
  });
});

describe('transferFailureCode', () => {
  it("keeps Stripe's code, else its type, else nothing", () => {
    expect(
      transferFailureCode({ code: 'balance_insufficient', type: 'StripeInvalidRequestError' }),
    ).toBe('balance_insufficient');
    expect(transferFailureCode({ type: 'StripeConnectionError' })).toBe('StripeConnectionError');
    expect(transferFailureCode(new Error('plain'))).toBeUndefined();
    expect(transferFailureCode('text')).toBeUndefined();
  });
});
