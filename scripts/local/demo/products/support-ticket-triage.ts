/** n8n: support ticket triage with GPT (seller product, two published versions and a draft). */
import { automation, demoImage, manual, md, video } from '../builders';
import { DEMO_PRODUCT_IDS } from '../ids';
import type { DemoProduct } from '../types';

export const ticketTriage: DemoProduct = {
  id: DEMO_PRODUCT_IDS.ticketTriage,
  name: 'Support Ticket Triage with GPT',
  short_description: 'Classify, prioritise and route every new support ticket with OpenAI in n8n.',
  description: md(
    [
      'Your support queue, sorted before anyone opens it. This **n8n** workflow sends each new',
      'ticket to **OpenAI**, which returns a category, a priority and the customer sentiment.',
    ],
    '',
    '- Routes tickets to the right team in Freshdesk or Zendesk',
    '- Marks *angry* customers and outages as urgent',
    '- Suggests a first reply from your help-centre articles',
    '',
    'Runs on n8n Cloud or self-hosted. See the [n8n docs](https://docs.n8n.io) to get started.',
  ),
  price: 69,
  platform: 'n8n',
  category: 'Customer Support',
  featured: true,
  image_url: demoImage('support-ticket-triage-hero.webp'),
  gallery_image_urls: [
    demoImage('support-ticket-triage-gallery-1.webp'),
    demoImage('support-ticket-triage-gallery-2.webp'),
  ],
  prerequisites: md(
    '- **n8n** 1.60 or later (cloud or self-hosted)',
    '- An OpenAI API key with access to a *GPT-4o* class model',
    '- Freshdesk or Zendesk admin access for webhooks',
  ),
  video_youtube_id: '9ErzuABqDwh',
  available_for_purchase: true,
  coming_soon: false,
  active: true,
  created_at: '2026-02-14T09:00:00.000Z',
  owner: 'seller',
  versions: [
    {
      id: '68f7ca5d-5f6f-40c2-9026-4c29fb25a426',
      version_number: '1.0.0',
      release_date: '2026-02-14T09:00:00.000Z',
      is_latest: false,
      is_published: true,
      changelog: md('- First release: category and priority for Freshdesk tickets'),
      files: [
        automation(
          'f5828225-74a9-4b05-b7e3-f86c8f3a0c9c',
          'Ticket triage workflow (GPT)',
          'n8n/support-ticket-triage/1.0.0/workflow.json',
          'openai',
        ),
        manual(
          'aa00661a-871b-4ee5-805e-2b7ae4953b8f',
          'Setup manual',
          'n8n/support-ticket-triage/1.0.0/manual.pdf',
        ),
        video(
          'a0c92484-26b5-4542-9197-1a9b7070d4dc',
          'Importing the workflow',
          'muaIHbqHIOw',
          1771060800000,
        ),
      ],
    },
    {
      id: '54018b0e-a640-4243-bf0a-59ff587028ed',
      version_number: '1.1.0',
      release_date: '2026-05-05T13:00:00.000Z',
      is_latest: true,
      is_published: true,
      changelog: md(
        '- **New:** Zendesk support next to Freshdesk',
        '- **New:** sentiment detection and urgent flag',
        '- Suggested first reply from help-centre articles',
        '- Prompt moved to a single *Set* node for easy editing',
      ),
      files: [
        automation(
          '489df407-5e83-4c8e-bf8d-42fd853ce1c4',
          'Ticket triage workflow (GPT)',
          'n8n/support-ticket-triage/1.1.0/workflow.json',
          'openai',
        ),
        manual(
          '9020f79c-f0a7-4ff6-9085-1e0e596a5ee2',
          'Setup manual',
          'n8n/support-ticket-triage/1.1.0/manual.pdf',
        ),
        video(
          'a108d83f-4390-45ca-a6c9-f5f1417e7775',
          'Importing the workflow',
          'Doct7qDXxd5',
          1777987800000,
        ),
      ],
    },
    {
      id: '58398f24-7585-4686-a505-fbcf03d6870f',
      version_number: '1.2.0',
      release_date: '2026-10-01T08:00:00.000Z',
      is_latest: false,
      is_published: false,
      changelog: md('- *Draft:* Intercom support', '- Language detection for routing'),
      files: [
        automation(
          'c8c8d9e8-a2b7-45e4-8128-4718b53abc27',
          'Ticket triage workflow (GPT)',
          'n8n/support-ticket-triage/1.2.0/workflow.json',
          'openai',
        ),
      ],
    },
  ],
};
