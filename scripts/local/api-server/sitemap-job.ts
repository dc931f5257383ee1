import { describeError, log } from '../../../lambdas/infra/logger';

/**
 * The local stand-in for the hourly sitemap schedule: a run when the API starts (after the
 * seed) and every `everyMs` after, from the sources, into the stack's site bucket, which the
 * dev server serves at /sitemap.xml like CloudFront. Runs never overlap; a failure is logged and
 * the next tick tries again.
 */
export const LOCAL_SITEMAP = {
  everyMs: Number(process.env.LOCAL_SITEMAP_EVERY_MS ?? 5 * 60 * 1000),
} as const;

export function startLocalSitemapJob(): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      // Imported when it runs, as the function groups' sources are (main.ts).
      const { generateSitemap } = await import('../../../lambdas/services/sitemap/sitemap-service');
      await generateSitemap();
    } catch (error) {
      log('error', 'Local sitemap run failed', { ...describeError(error) });
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), LOCAL_SITEMAP.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
