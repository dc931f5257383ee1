import { saveBundle } from '../../../lambdas/repositories/bundle-repository';
import { DEMO_PRODUCT_IDS as P } from './ids';

/**
 * The demo's bundle (/bundles/bnd_demo_crm_starter): two of the first demo seller's products,
 * written through the bundles group's repository. The demo buyer owns Lead Capture to CRM Sync,
 * so their price is lowered by its $49. (Sam's deal-won handoff is free, so it is not bundled.)
 */
export const DEMO_BUNDLE = {
  id: 'bnd_demo_crm_starter',
  name: 'CRM Starter Bundle',
  description:
    'Capture leads into your CRM and triage support tickets with GPT: ' +
    "two of Sam's most popular automations together.",
  product_ids: [P.leadCaptureCrm, P.ticketTriage],
  cover_product_id: P.leadCaptureCrm,
  /** $118 of products for $99; never below $39 for a buyer who owns some. */
  price_cents: 9_900,
  floor_cents: 3_900,
} as const;

export async function seedDemoBundles(sellerId: string, createdBy: string): Promise<void> {
  const now = new Date().toISOString();
  await saveBundle({
    ...DEMO_BUNDLE,
    product_ids: [...DEMO_BUNDLE.product_ids],
    listed: true,
    seller_id: sellerId,
    created_by: createdBy,
    created_at: now,
    updated_at: now,
    revision: 1,
  });
}
