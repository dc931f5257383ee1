/** Make: AI e-mail reply drafter (coming soon). */
import { automation, demoImage, manual, md, video } from '../builders';
import { DEMO_PRODUCT_IDS } from '../ids';
import type { DemoProduct } from '../types';

export const aiEmailDrafter: DemoProduct = {
  id: DEMO_PRODUCT_IDS.aiEmailDrafter,
  name: 'AI Email Reply Drafter',
  short_description:
    'Draft polite, on-brand replies to customer e-mails with OpenAI, ready to send.',
  description: md(
    [
      'Let **OpenAI** write the first draft. The',
      'scenario reads new e-mails in a Gmail label, looks',
      'up the contact in your CRM and saves a reply *draft* in your tone of voice.',
    ],
    '',
    '- Never sends on its own: you review every draft',
    '- Tone and signature set in one prompt module',
    '- Skips newsletters and automatic replies',
  ),
  price: 59,
  platform: 'Make',
  category: 'AI',
  featured: false,
  image_url: demoImage('ai-email-drafter-hero.webp'),
  gallery_image_urls: [demoImage('ai-email-drafter-gallery-1.webp')],
  prerequisites: md(
    '- A **Make** account',
    '- An [OpenAI API key](https://platform.openai.com/api-keys)',
    '- Gmail, and the *Lead Capture to CRM Sync* template for contact look-ups',
  ),
  video_youtube_id: '',
  available_for_purchase: false,
  coming_soon: true,
  active: true,
  created_at: '2026-09-08T10:00:00.000Z',
  owner: 'shop',
  versions: [
    {
      id: 'fbb436fc-8ed2-434f-82ce-fc3b131a84a9',
      version_number: '1.0.0',
      release_date: '2026-09-08T10:00:00.000Z',
      is_latest: true,
      is_published: true,
      changelog: md(
        '- Preview release for early testers',
        '- Gmail label trigger and draft output',
      ),
      files: [
        automation(
          '71182e46-d919-4c8d-9c22-2d2a476a27db',
          'Reply drafter scenario blueprint',
          'make/ai-email-drafter/1.0.0/blueprint.json',
          'make.com',
        ),
        manual(
          'cbaaa366-8ad5-4fe1-8bc1-dedde5bc7443',
          'Setup manual',
          'make/ai-email-drafter/1.0.0/manual.pdf',
        ),
        video(
          'c2e47a5c-2dbf-4510-bc30-d985c537b118',
          'Preview walkthrough',
          'Cc0pbfvPmAF',
          1788863400000,
        ),
      ],
    },
  ],
};
