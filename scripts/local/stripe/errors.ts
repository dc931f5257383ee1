/**
 * Stripe's error envelope: `{ error: { type, code, message, param } }` with Stripe's HTTP
 * status. The SDK turns `type` into its error classes (StripeInvalidRequestError,
 * StripeIdempotencyError), so tests and the shop see the same errors as against Stripe.
 */
export type StripeErrorType = 'invalid_request_error' | 'idempotency_error' | 'api_error';

export class StripeRequestError extends Error {
  constructor(
    message: string,
    readonly param?: string,
    readonly options: { status?: number; code?: string; type?: StripeErrorType } = {},
  ) {
    super(message);
  }

  get status(): number {
    return this.options.status ?? 400;
  }

  /**
   * Parameter checks run before Stripe starts executing a request, so their answer is not
   * kept for an Idempotency-Key (a corrected retry with the same key goes through).
   */
  get isParameterError(): boolean {
    return this.options.code?.startsWith('parameter_') ?? false;
  }

  toBody() {
    return {
      error: {
        type: this.options.type ?? 'invalid_request_error',
        ...(this.options.code ? { code: this.options.code } : {}),
        message: this.message,
        ...(this.param ? { param: this.param } : {}),
      },
    };
  }
}

/** `No such {kind}: '{id}'` as Stripe answers an unknown id in the path (404). */
export function noSuch(kind: string, id: string, param = 'id'): StripeRequestError {
  return new StripeRequestError(`No such ${kind}: '${id}'`, param, {
    status: param === 'id' ? 404 : 400,
    code: 'resource_missing',
  });
}

export function missingParam(name: string): StripeRequestError {
  return new StripeRequestError(`Missing required param: ${name}.`, name, {
    code: 'parameter_missing',
  });
}

export function invalidParam(name: string, message: string): StripeRequestError {
  return new StripeRequestError(message, name, { code: 'parameter_invalid' });
}
