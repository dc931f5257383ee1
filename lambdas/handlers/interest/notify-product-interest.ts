import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import { registerInterest } from '../../services/interest/interest-service';

/** POST /api/notify-product-interest: "Notify me when available" for a coming-soon product. */
export const notifyProductInterest = defineHandler(
  'POST /api/notify-product-interest',
  async ({ body, clientIp }) => json(200, await registerInterest(body, clientIp)),
);
