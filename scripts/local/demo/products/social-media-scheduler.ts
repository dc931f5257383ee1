/** Make: social media scheduler (two versions). */
import { automation, demoImage, manual, md, video } from '../builders';
import { DEMO_PRODUCT_IDS } from '../ids';
import type { DemoProduct } from '../types';

export const socialScheduler: DemoProduct = {
  id: DEMO_PRODUCT_IDS.socialScheduler,
  name: 'Social Media Content Scheduler',
  short_description: 'Plan posts in Google Sheets and publish them to LinkedIn, X and Instagram.',
  description: md(
    [
      'Run your whole social calendar from one spreadsheet. Write the post, pick a date and the',
      '**Make** scenario publishes it on time and writes the post link back to the sheet.',
    ],
    '',
    '- LinkedIn, X and Instagram business accounts',
    '- Image attachments from Google Drive',
    '- *Approved* column so nothing goes out unreviewed',
  ),
  price: 39,
  platform: 'Make',
  category: 'Marketing',
  featured: true,
  image_url: demoImage('social-media-scheduler-hero.webp'),
  gallery_image_urls: [demoImage('social-media-scheduler-gallery-1.webp')],
  prerequisites: md(
    '- A **Make** account',
    '- Google Sheets and Google Drive',
    '- Business accounts on the networks you publish to',
  ),
  video_youtube_id: '',
  available_for_purchase: true,
  coming_soon: false,
  active: true,
  created_at: '2026-02-03T11:00:00.000Z',
  owner: 'shop',
  versions: [
    {
      id: '97eef279-53a6-4ead-b9ed-4616030b8e71',
      version_number: '1.0.0',
      release_date: '2026-02-03T11:00:00.000Z',
      is_latest: false,
      is_published: true,
      changelog: md('- First release: LinkedIn and X publishing from Google Sheets'),
      files: [
        automation(
          '7ddfbfca-bc33-4cca-a3ae-967441deba59',
          'Scheduler scenario blueprint',
          'make/social-media-scheduler/1.0.0/blueprint.json',
          'make.com',
        ),
        manual(
          '19b17a58-9b99-404c-9ab2-0efefc3dbef5',
          'Setup manual',
          'make/social-media-scheduler/1.0.0/manual.pdf',
        ),
        video(
          'df733732-8488-4115-836a-fb797db00146',
          'Getting started',
          'tPUkUcshvav',
          1770118200000,
        ),
      ],
    },
    {
      id: 'b052dbbf-a617-4639-83c1-13bbdd3b8030',
      version_number: '1.1.0',
      release_date: '2026-04-21T10:00:00.000Z',
      is_latest: true,
      is_published: true,
      changelog: md(
        '- **New:** Instagram business publishing',
        '- **New:** content calendar sheet template',
        '- Images are now taken from a Google Drive folder',
      ),
      files: [
        automation(
          'f214718b-90ad-4816-8399-57f97b8686af',
          'Scheduler scenario blueprint',
          'make/social-media-scheduler/1.1.0/blueprint.json',
          'make.com',
        ),
        automation(
          'd14e6e79-dd8a-42ed-832c-61413b35ac13',
          'Content calendar sheet template',
          'make/social-media-scheduler/1.1.0/content-calendar.csv',
          'google-sheets',
          2,
        ),
        manual(
          '2c6d5f90-d440-4fd6-ba22-3f4d340bf0b6',
          'Setup manual',
          'make/social-media-scheduler/1.1.0/manual.pdf',
        ),
        video(
          '0a7591bb-a9ad-460f-9023-4ec4e7daf012',
          'Getting started',
          'vWK4P4xCxPk',
          1776767400000,
        ),
      ],
    },
  ],
};
