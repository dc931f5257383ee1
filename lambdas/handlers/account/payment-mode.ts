import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import { debugPanelFlag, describePaymentMode } from '../../services/account/payment-mode-service';

/** GET /api/payment-mode: isTestMode, reason, userRole and the environment's Stripe mode. */
export const getPaymentMode = defineHandler('GET /api/payment-mode', async ({ caller }) =>
  json(200, describePaymentMode(caller)),
);

/** GET /api/debug-panel: whether the debug panel may show for the caller. */
export const getDebugPanelFlag = defineHandler('GET /api/debug-panel', async ({ caller }) =>
  json(200, await debugPanelFlag(caller)),
);
