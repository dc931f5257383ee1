import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import {
  automationRereadStatus,
  startAutomationReread,
} from '../../services/admin/automation-reread';

/** The last (or current) re-read of stored automation files: counts and findings. */
export const getAutomationReread = defineHandler(
  'GET /api/admin/automation-files/reread',
  async () => json(200, await automationRereadStatus()),
);

/** Asks for a re-read; the job starts it within 15 minutes. */
export const startAutomationRereadHandler = defineHandler(
  'POST /api/admin/automation-files/reread',
  async () => json(200, await startAutomationReread()),
);
