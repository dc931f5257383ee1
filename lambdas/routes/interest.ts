/** The `interest` group: a shopper's notify-me request for a coming-soon product. */
import { BY_ACCESS } from './access';
import { type NotifyInterestResponse, notifyInterestBody } from '../contracts/interest';
import { type RouteSpec, responds } from './route-spec';

export const interestRoutes = {
  'POST /api/notify-product-interest': {
    group: 'interest',
    access: 'public',
    outcomes: BY_ACCESS,
    body: notifyInterestBody,
    response: responds<NotifyInterestResponse>(),
  },
} as const satisfies Record<string, RouteSpec>;
