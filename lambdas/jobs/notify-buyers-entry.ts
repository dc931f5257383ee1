import { observedJob, sqsCorrelationId } from '../infra/observed-job';
import { handler as notifyBuyers } from './notify-buyers';

/**
 * Lambda entry of the update-notification consumer: the consumer itself (notify-buyers.ts) in
 * the jobs' log, trace and metrics context, logging under the publishing request's correlation id.
 */
export const handler = observedJob('notify-buyers', notifyBuyers, sqsCorrelationId);
