import { describeError, log } from '../../../lambdas/infra/logger';

/**
 * The local stand-in for the re-read job's 15-minute schedule on AWS: a tick every `everyMs`,
 * so a run the admin asks for in the back office starts at once. Ticks never overlap; an idle
 * tick is one GetItem. Loaded from the sources only (the bundle mode runs without it).
 */
export const LOCAL_REREAD_EVERY_MS = Number(process.env.LOCAL_REREAD_EVERY_MS ?? 5_000);

export function startLocalAutomationReread(): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const { rereadTick } = await import('../../../lambdas/jobs/reread-automation-files');
      await rereadTick();
    } catch (error) {
      log('error', 'Local re-read of automation files failed', { ...describeError(error) });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), LOCAL_REREAD_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
