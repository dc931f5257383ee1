import { observedJob } from '../infra/observed-job';
import { generateSitemap } from '../services/sitemap/sitemap-service';

/** Scheduled by EventBridge every hour (lib/constructs/jobs.ts); safe to run at any time. */
export const handler = observedJob('sitemap', () => generateSitemap());
