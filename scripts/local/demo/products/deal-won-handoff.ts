/** Zapier: deal won handoff (seller product). */
import { automation, demoImage, manual, md, video } from '../builders';
import { DEMO_PRODUCT_IDS } from '../ids';
import type { DemoProduct } from '../types';

export const dealWonHandoff: DemoProduct = {
  id: DEMO_PRODUCT_IDS.dealWonHandoff,
  name: 'Deal Won Handoff & Celebration',
  short_description:
    'When a deal closes: celebrate in Slack, brief onboarding and send the invoice.',
  description: md(
    [
      'Closing a deal should not mean three people retyping it. When a HubSpot deal moves to',
      '*Closed won*, this **Zapier** zap:',
    ],
    '',
    '- Posts a celebration with the deal value in Slack',
    '- Creates the onboarding project in Asana with the deal notes',
    '- Drafts the first invoice in QuickBooks',
    '',
    'Pairs with **Lead Capture to CRM Sync**, which creates the deals it listens to.',
  ),
  // Free: "Get it free" claims it, no checkout.
  price: 0,
  platform: 'Zapier',
  category: 'Sales',
  featured: false,
  image_url: demoImage('deal-won-handoff-hero.webp'),
  gallery_image_urls: [demoImage('deal-won-handoff-gallery-1.webp')],
  prerequisites: md(
    '- A **Zapier** plan with multi-step zaps and Paths',
    '- HubSpot deals pipeline with a *Closed won* stage',
    '- Slack, Asana and QuickBooks Online',
  ),
  video_youtube_id: '',
  available_for_purchase: true,
  coming_soon: false,
  active: true,
  created_at: '2026-05-12T10:00:00.000Z',
  owner: 'seller',
  versions: [
    {
      id: '37bbcdb6-f2b8-4441-a575-bb0b753da234',
      version_number: '1.0.0',
      release_date: '2026-05-12T10:00:00.000Z',
      is_latest: true,
      is_published: true,
      changelog: md(
        '- First release: Slack celebration, Asana project and invoice draft',
        '- Paths for one-off and recurring deals',
      ),
      files: [
        automation(
          'e3a7ce25-9579-4f20-9e6f-003e0b247a7a',
          'Deal won handoff zap',
          'zapier/deal-won-handoff/1.0.0/zap.json',
        ),
        manual(
          '349c8c42-383b-40e4-8bbb-64740f80f2eb',
          'Setup manual',
          'zapier/deal-won-handoff/1.0.0/manual.pdf',
        ),
        video(
          'de2091eb-986c-42df-ac32-3e7704dad6de',
          'Setup walkthrough',
          'EFY7q-dE5Iu',
          1778581800000,
        ),
      ],
    },
  ],
};
