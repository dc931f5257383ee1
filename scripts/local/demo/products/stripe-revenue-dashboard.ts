/**
 * n8n: Stripe revenue dashboard in Google Sheets (three versions, bought by the demo buyer). Its
 * latest version carries three n8n workflows, two of them core nodes only (they import into a
 * fresh n8n with no credentials): the demo buyer's n8n template library and its collection.
 */
import { automation, demoImage, manual, md, video } from '../builders';
import { DEMO_PRODUCT_IDS } from '../ids';
import type { DemoProduct } from '../types';

export const stripeSheets: DemoProduct = {
  id: DEMO_PRODUCT_IDS.stripeSheets,
  name: 'Stripe Revenue Dashboard for Google Sheets',
  short_description:
    'Daily MRR, churn and revenue by plan from Stripe, in a Google Sheets dashboard.',
  description: md(
    [
      'Know your numbers every morning. The **n8n** workflow pulls charges, refunds and',
      'subscriptions from **Stripe** each night and writes',
      'them to a ready-made Google Sheets dashboard.',
    ],
    '',
    '- MRR, new, expansion and churned revenue',
    '- Revenue by plan and by country',
    '- Refund rate with a *warning* threshold',
    '',
    'Numbers are in your Stripe account currency; multi-currency accounts are converted daily.',
  ),
  price: 49.99,
  platform: 'n8n',
  category: 'Finance',
  featured: true,
  image_url: demoImage('stripe-revenue-dashboard-hero.webp'),
  gallery_image_urls: [
    demoImage('stripe-revenue-dashboard-gallery-1.webp'),
    demoImage('stripe-revenue-dashboard-gallery-2.webp'),
  ],
  prerequisites: md(
    '- **n8n** 1.40 or later',
    '- Stripe restricted key with *read* access to charges, refunds and subscriptions',
    '- A Google account for Sheets and Apps Script',
  ),
  video_youtube_id: 'Q6NYd88a9HX',
  available_for_purchase: true,
  coming_soon: false,
  active: true,
  created_at: '2026-01-20T10:00:00.000Z',
  owner: 'shop',
  versions: [
    {
      id: '890892cd-cdda-416a-859d-c7c30e4d4658',
      version_number: '1.0.0',
      release_date: '2026-01-20T10:00:00.000Z',
      is_latest: false,
      is_published: true,
      changelog: md('- First release: nightly import of charges and refunds', '- MRR sheet'),
      files: [
        automation(
          'd2590167-fc15-46f6-94b2-119f9dd9184d',
          'Revenue import workflow',
          'n8n/stripe-revenue-dashboard/1.0.0/workflow.json',
        ),
        manual(
          'd178d890-7654-4009-92c3-4134836695a8',
          'Setup manual',
          'n8n/stripe-revenue-dashboard/1.0.0/manual.pdf',
        ),
        video(
          'b3299b0b-cc71-4f2b-97a6-eea5447b4033',
          'Connecting Stripe and Sheets',
          'pOGij_-YUdV',
          1768905000000,
        ),
      ],
    },
    {
      id: 'eafa03a8-7e2b-4788-92a5-837ab53b70e4',
      version_number: '1.1.0',
      release_date: '2026-03-28T09:00:00.000Z',
      is_latest: false,
      is_published: true,
      changelog: md(
        '- **New:** Apps Script that formats the dashboard and draws the charts',
        '- Revenue by plan',
        '- Fixed: refunds on the first day of a month counted in the wrong month',
      ),
      files: [
        automation(
          'a1e97543-c738-42bc-8489-9b1e682075ee',
          'Revenue import workflow',
          'n8n/stripe-revenue-dashboard/1.1.0/workflow.json',
        ),
        automation(
          '4869012a-0e93-4ee1-b81f-be08e963dccc',
          'Dashboard formatting script',
          'n8n/stripe-revenue-dashboard/1.1.0/dashboard.gs',
          'google-apps-script',
          2,
        ),
        manual(
          'd59b94aa-e0df-4ddb-88ed-ed951d8d4a37',
          'Setup manual',
          'n8n/stripe-revenue-dashboard/1.1.0/manual.pdf',
        ),
        video(
          '6b02e7c1-1233-4eaa-be5d-5a93360439b6',
          'Connecting Stripe and Sheets',
          'j1Zi9wDsrRt',
          1774690200000,
        ),
      ],
    },
    {
      id: '90b8bf1e-f358-428d-9822-e0f050fabe0c',
      version_number: '2.0.0',
      release_date: '2026-07-14T07:00:00.000Z',
      is_latest: true,
      is_published: true,
      changelog: md(
        '- **New:** churn and expansion revenue',
        '- **New:** revenue by country and multi-currency conversion',
        '- Imports are now incremental (much faster on large accounts)',
        '- *Breaking:* new sheet layout; follow the migration page in the manual',
        '- **New:** refund rate alert and revenue snapshot workflows (core nodes, no credentials)',
      ),
      files: [
        automation(
          '6a5d15c1-b7b0-4f72-93bb-ad2988cff4ea',
          'Revenue import workflow',
          'n8n/stripe-revenue-dashboard/2.0.0/workflow.json',
        ),
        automation(
          '8664ffe9-345c-495f-8bc6-491789eebea5',
          'Dashboard formatting script',
          'n8n/stripe-revenue-dashboard/2.0.0/dashboard.gs',
          'google-apps-script',
          2,
        ),
        automation(
          '0d6c2f4e-8a1b-4c3d-9e5f-7a8b9c0d1e2f',
          'Refund rate alert',
          'n8n/stripe-revenue-dashboard/2.0.0/refund-rate-alert.json',
          'general',
          3,
        ),
        automation(
          '1e7d3a5f-9b2c-4d4e-8f6a-8b9c0d1e2f3a',
          'Revenue snapshot',
          'n8n/stripe-revenue-dashboard/2.0.0/revenue-snapshot.json',
          'general',
          4,
        ),
        manual(
          'a3db5822-1803-4026-b33d-9cb23ef70db0',
          'Setup manual',
          'n8n/stripe-revenue-dashboard/2.0.0/manual.pdf',
        ),
        video(
          '56fca770-9086-4c9e-84e1-5ca03612c350',
          'What changed in 2.0',
          'CLvGe2h2XeD',
          1784014200000,
        ),
      ],
    },
  ],
};
