/** Make: Shopify order fulfilment alerts. */
import { automation, demoImage, manual, md, video } from '../builders';
import { DEMO_PRODUCT_IDS } from '../ids';
import type { DemoProduct } from '../types';

export const shopifyAlerts: DemoProduct = {
  id: DEMO_PRODUCT_IDS.shopifyAlerts,
  name: 'Shopify Order Fulfilment Alerts',
  short_description: 'Catch late, stuck and high-value Shopify orders before customers complain.',
  description: md(
    'A **Make** scenario that checks your Shopify orders every hour and alerts the right person:',
    '',
    '- Orders unfulfilled for more than 48 hours',
    '- Orders above a value you choose',
    '- Shipments without tracking updates for 5 days',
    '',
    'Alerts go to Slack or e-mail with a direct link to the order. A daily *digest* is included.',
  ),
  price: 29,
  platform: 'Make',
  category: 'Operations',
  featured: false,
  image_url: demoImage('shopify-order-alerts-hero.webp'),
  gallery_image_urls: [demoImage('shopify-order-alerts-gallery-1.webp')],
  prerequisites: md(
    '- A **Make** account',
    '- Shopify store with a custom app (*read_orders*, *read_fulfillments*)',
    '- Slack or an SMTP mailbox',
  ),
  video_youtube_id: '',
  available_for_purchase: true,
  coming_soon: false,
  active: true,
  created_at: '2026-06-10T07:45:00.000Z',
  owner: 'shop',
  versions: [
    {
      id: 'c2547c59-ba68-43c1-b25c-e6c2814624f4',
      version_number: '1.0.0',
      release_date: '2026-06-10T07:45:00.000Z',
      is_latest: true,
      is_published: true,
      changelog: md(
        '- First release: late, high-value and stale-tracking alerts',
        '- Daily digest at 8:00 in the store time zone',
      ),
      files: [
        automation(
          '03e4cf85-13b1-4d38-901e-57502c09f7ed',
          'Order alerts scenario blueprint',
          'make/shopify-order-alerts/1.0.0/blueprint.json',
          'make.com',
        ),
        manual(
          '8936f0de-7757-4ee6-9684-4e4e10335dc4',
          'Setup manual',
          'make/shopify-order-alerts/1.0.0/manual.pdf',
        ),
        video(
          '1e85a763-4c34-437c-a88b-ca593e94e86b',
          'Setup walkthrough',
          'KuRq3CE5Ko0',
          1781079300000,
        ),
      ],
    },
  ],
};
