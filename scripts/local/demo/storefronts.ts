import { addFollow } from '../../../lambdas/repositories/follow-repository';
import { createStorefront } from '../../../lambdas/repositories/storefront-repository';

/**
 * The demo sellers' storefronts (/sellers/sam-automates, /sellers/nia-novak) and a few follows,
 * written through the storefronts group's own repositories, so the pages show followers and the
 * buyer's account lists whom they follow.
 */
export interface DemoStorefrontSellers {
  first: { sellerId: string; userId: string };
  second: { sellerId: string; userId: string };
  /** Accounts that follow: the demo buyer follows both, the second seller the first. */
  followers: { buyer?: string; secondSeller?: string };
}

export const DEMO_STOREFRONT_HANDLES = { first: 'sam-automates', second: 'nia-novak' } as const;

export async function seedDemoStorefronts(sellers: DemoStorefrontSellers): Promise<void> {
  const now = new Date().toISOString();
  const joined = new Date(Date.now() - 300 * 86_400_000).toISOString();
  const base = { created_at: joined, updated_at: now, follower_count: 0, hidden: false };
  await createStorefront({
    ...base,
    seller_id: sellers.first.sellerId,
    user_id: sellers.first.userId,
    handle: DEMO_STOREFRONT_HANDLES.first,
    display_name: 'Sam Automates',
    bio: 'CRM, sales and marketing automations for small teams, built on Make, n8n and Zapier.',
    links: ['https://example.com/sam-automates', 'https://www.youtube.com/@example'],
    avatar_url: '',
    previous_handles: [],
  });
  await createStorefront({
    ...base,
    seller_id: sellers.second.sellerId,
    user_id: sellers.second.userId,
    handle: DEMO_STOREFRONT_HANDLES.second,
    display_name: 'Nia Novak',
    bio: 'Support and e-commerce workflows: escalations, order alerts and follow-ups.',
    links: ['https://example.com/nia'],
    avatar_url: '',
    previous_handles: [],
  });
  const { buyer, secondSeller } = sellers.followers;
  if (buyer) {
    await addFollow(buyer, sellers.first.sellerId, now);
    await addFollow(buyer, sellers.second.sellerId, now);
  }
  if (secondSeller) await addFollow(secondSeller, sellers.first.sellerId, now);
}
