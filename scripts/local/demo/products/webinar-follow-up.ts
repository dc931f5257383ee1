/** Zapier: webinar registration follow-up (two versions). */
import { automation, demoImage, manual, md, video } from '../builders';
import { DEMO_PRODUCT_IDS } from '../ids';
import type { DemoProduct } from '../types';

export const webinarFollowUp: DemoProduct = {
  id: DEMO_PRODUCT_IDS.webinarFollowUp,
  name: 'Webinar Registration Follow-Up',
  short_description: 'Turn Zoom webinar sign-ups into tagged contacts and a timed e-mail sequence.',
  description: md(
    [
      'Every registrant gets the right message at the right time. These **Zapier** zaps add Zoom',
      'webinar registrants to **Mailchimp**, tag who attended and send the replay to who did not.',
    ],
    '',
    '- Reminder e-mails 1 day and 1 hour before',
    '- *Attended* and *missed* tags after the webinar',
    '- Hot leads (stayed 80% of the time) pushed to your CRM',
  ),
  price: 29,
  platform: 'Zapier',
  category: 'Marketing',
  featured: true,
  image_url: demoImage('webinar-follow-up-hero.webp'),
  gallery_image_urls: [
    demoImage('webinar-follow-up-gallery-1.webp'),
    demoImage('webinar-follow-up-gallery-2.webp'),
  ],
  prerequisites: md(
    '- A **Zapier** plan with multi-step zaps (Professional or higher)',
    '- Zoom with the Webinars add-on',
    '- Mailchimp audience with merge tags *FNAME* and *WEBINAR*',
  ),
  video_youtube_id: 'jBKZ-zhDEx3',
  available_for_purchase: true,
  coming_soon: false,
  active: true,
  created_at: '2026-01-28T15:00:00.000Z',
  owner: 'shop',
  versions: [
    {
      id: '3b7bdff7-b60a-4abb-886b-af962aa8205e',
      version_number: '1.0.0',
      release_date: '2026-01-28T15:00:00.000Z',
      is_latest: false,
      is_published: true,
      changelog: md('- First release: registrant sync and reminder e-mails'),
      files: [
        automation(
          '2c341e87-cfec-4e6d-be64-5082e86d55cf',
          'Webinar follow-up zap',
          'zapier/webinar-follow-up/1.0.0/zap.json',
        ),
        manual(
          '0344bace-8e40-407e-ac76-df0e76c90311',
          'Setup manual',
          'zapier/webinar-follow-up/1.0.0/manual.pdf',
        ),
        video(
          'c803b7fa-2a69-49ac-85b4-dae81abcc762',
          'Building the zaps',
          'BXgjAq4E10R',
          1769614200000,
        ),
      ],
    },
    {
      id: '97346186-3061-4f9c-921a-289fa1512786',
      version_number: '1.1.0',
      release_date: '2026-06-02T12:00:00.000Z',
      is_latest: true,
      is_published: true,
      changelog: md(
        '- **New:** attended and missed tags from the Zoom participant report',
        '- **New:** replay e-mail for registrants who missed it',
        '- Hot leads sent to the CRM by attendance time',
      ),
      files: [
        automation(
          '7430615b-13eb-4d94-bbb8-3d9690bd140c',
          'Webinar follow-up zap',
          'zapier/webinar-follow-up/1.1.0/zap.json',
        ),
        manual(
          '6f8fe4a7-fe72-4b55-b923-76692bc2270c',
          'Setup manual',
          'zapier/webinar-follow-up/1.1.0/manual.pdf',
        ),
        video(
          'b1d4905e-e6c3-484f-a36b-612eb6b8268a',
          'Building the zaps',
          'beCPk08A6_2',
          1780403400000,
        ),
      ],
    },
  ],
};
