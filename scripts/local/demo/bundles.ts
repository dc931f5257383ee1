import { saveBundle } from '../../../lambdas/repositories/bundle-repository';
import { DEMO_PRODUCT_IDS as P } from './ids';

/**
 * The demo's bundle (/bundles/bnd_demo_crm_starter): three of the first demo seller's products,
 * written through the bundles group's repository. The demo buyer owns Lead Capture to CRM Sync,
 * so their price is lowered by its $49.
 */
export const DEMO_BUNDLE = {
  id: 'bnd_demo_crm_starter',
  name: 'CRM Starter Bundle',
  description:
    'Capture leads into your CRM, triage support tickets with GPT and hand over won deals: ' +
    "three of Sam's most popular automations together.",
  product_ids: [P.leadCaptureCrm, P.ticketTriage, P.dealWonHandoff],
  cover_product_id: P.leadCaptureCrm,
  /** $142.99 of products for $119; never below $69 for a buyer who owns some. */
  price_cents: 11_900,
  floor_cents: 6_900,
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
