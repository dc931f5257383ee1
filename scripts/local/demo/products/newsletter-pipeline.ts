/** n8n: self-hosted newsletter pipeline. */
import { automation, demoImage, manual, md, video } from '../builders';
import { DEMO_PRODUCT_IDS } from '../ids';
import type { DemoProduct } from '../types';

export const newsletterPipeline: DemoProduct = {
  id: DEMO_PRODUCT_IDS.newsletterPipeline,
  name: 'Self-Hosted Newsletter Pipeline',
  short_description:
    'Collect links all week in Notion and send a tidy weekly newsletter via Brevo.',
  description: md(
    [
      'Curate during the week, publish on Friday. Save links to a **Notion** database and this',
      '**n8n** workflow builds the newsletter, fetches link previews and sends it through Brevo.',
    ],
    '',
    '- Sections by tag, in the order you choose',
    '- Double opt-in sign-up webhook included',
    '- Unsubscribes synced back to Notion',
  ),
  price: 19,
  platform: 'n8n',
  category: 'Marketing',
  featured: false,
  image_url: demoImage('newsletter-pipeline-hero.webp'),
  gallery_image_urls: [demoImage('newsletter-pipeline-gallery-1.webp')],
  prerequisites: md(
    '- **n8n** (self-hosted works fine on a small VPS)',
    '- Notion integration token',
    '- Brevo account with a verified sender',
  ),
  video_youtube_id: '',
  available_for_purchase: true,
  coming_soon: false,
  active: true,
  created_at: '2026-04-02T16:00:00.000Z',
  owner: 'shop',
  versions: [
    {
      id: '0fe409fc-f03f-4cee-8fc6-4a2d2ecce650',
      version_number: '1.0.0',
      release_date: '2026-04-02T16:00:00.000Z',
      is_latest: true,
      is_published: true,
      changelog: md(
        '- First release: weekly build and send',
        '- Sign-up webhook with double opt-in',
        '- Unsubscribe sync',
      ),
      files: [
        automation(
          'f8cc62c3-ee95-4cc3-b02b-c9b71772b841',
          'Newsletter workflow',
          'n8n/newsletter-pipeline/1.0.0/workflow.json',
        ),
        manual(
          '84a1d31a-4853-4ff8-b01e-78406fce5fd1',
          'Setup manual',
          'n8n/newsletter-pipeline/1.0.0/manual.pdf',
        ),
        video(
          '797a11b4-a7c5-470a-8261-1e6f2af3cb62',
          'Setup walkthrough',
          '9W5V8jE8Hca',
          1775147400000,
        ),
      ],
    },
  ],
};
