import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import { requestPasswordReset as requestReset } from '../../services/auth/password-reset-service';

/** POST /api/request-password-reset: recovery e-mail for active accounts, one answer for all. */
export const requestPasswordReset = defineHandler(
  'POST /api/request-password-reset',
  async ({ body, clientIp }) => json(200, await requestReset(body.email, clientIp)),
);
