import { observedJob, sqsCorrelationId } from '../infra/observed-job';
import { isQueueEvent, onEvent } from './notify-buyers';

/**
 * Lambda entry of the notification consumer: the consumer itself (notify-buyers.ts) in the
 * jobs' log, trace and metrics context, logging under the publishing request's correlation id
 * (a scheduled sweep has none).
 */
export const handler = observedJob('notify-buyers', onEvent, (event) =>
  isQueueEvent(event) ? sqsCorrelationId(event) : undefined,
);
