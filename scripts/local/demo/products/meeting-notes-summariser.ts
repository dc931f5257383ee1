/** Zapier: AI meeting notes summariser (seller product with only a draft version). */
import { automation, demoImage, manual, md } from '../builders';
import { DEMO_PRODUCT_IDS } from '../ids';
import type { DemoProduct } from '../types';

/**
 * No published version yet, so the catalogue hides it. It is flagged coming soon rather than
 * for sale, because available_for_purchase can only be switched on with a published version.
 */
export const meetingSummariser: DemoProduct = {
  id: DEMO_PRODUCT_IDS.meetingSummariser,
  name: 'AI Meeting Notes Summariser',
  short_description: 'Summaries, decisions and action items from every recorded meeting, by AI.',
  description: md(
    [
      'After each recorded Zoom or Google Meet call, this **Zapier** zap sends the transcript to',
      '**OpenAI** and posts a summary with decisions and action items to Notion and Slack.',
    ],
    '',
    '- Action items assigned to the people who said they would do them',
    '- One page per meeting in your Notion meetings database',
    '- Private meetings (*1:1* in the title) are skipped',
  ),
  price: 44,
  platform: 'Zapier',
  category: 'AI',
  featured: false,
  image_url: demoImage('meeting-notes-summariser-hero.webp'),
  gallery_image_urls: [demoImage('meeting-notes-summariser-gallery-1.webp')],
  prerequisites: md(
    '- A **Zapier** plan with multi-step zaps',
    '- An OpenAI API key',
    '- Zoom or Google Meet with cloud recording and transcripts',
  ),
  video_youtube_id: '',
  available_for_purchase: false,
  coming_soon: true,
  active: true,
  created_at: '2026-11-03T14:00:00.000Z',
  owner: 'seller',
  versions: [
    {
      id: '05313215-a233-40b8-89ce-d106da33d24b',
      version_number: '0.1.0',
      release_date: '2026-11-03T14:00:00.000Z',
      is_latest: true,
      is_published: false,
      changelog: md('- *Draft:* transcript summary to Notion', '- Slack post still to do'),
      files: [
        automation(
          'c6a9ab69-75ea-4e73-9414-813f361dae6c',
          'Meeting summariser zap',
          'zapier/meeting-notes-summariser/0.1.0/zap.json',
          'openai',
        ),
        manual(
          'b5012935-647c-4717-b622-071c2271c8f2',
          'Setup manual (draft)',
          'zapier/meeting-notes-summariser/0.1.0/manual.pdf',
        ),
      ],
    },
  ],
};
