/**
 * Typed domain errors. Services throw these; the HTTP layer maps them to status codes in one
 * place (lambdas/http/middleware/error-mapper.ts). Messages are the spec's texts where it has one
 * and are shown to the caller as they are.
 */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends DomainError {
  constructor(message: string) {
    super(message, 400);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = 'Authentication required') {
    super(message, 401);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'Access denied') {
    super(message, 403);
  }
}

/** Also used for what exists but is not the caller's to see: the spec's rule is "not yours = 404". */
export class NotFoundError extends DomainError {
  constructor(message = 'Not found') {
    super(message, 404);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string) {
    super(message, 409);
  }
}

export class TooManyRequestsError extends DomainError {
  /** Seconds until the caller may try again; sent as the Retry-After header. */
  constructor(
    message = 'Too many requests',
    readonly retryAfterSeconds?: number,
  ) {
    super(message, 429);
  }
}

export class PayloadTooLargeError extends DomainError {
  constructor(message = 'Request body is too large') {
    super(message, 413);
  }
}

/** Existed once but can no longer be used: a used or expired invitation. */
export class GoneError extends DomainError {
  constructor(message: string) {
    super(message, 410);
  }
}
