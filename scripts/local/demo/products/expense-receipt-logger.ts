/** Zapier: expense receipt logger (not for sale and not coming soon: only the admin sees it). */
import { automation, demoImage, manual, md, video } from '../builders';
import { DEMO_PRODUCT_IDS } from '../ids';
import type { DemoProduct } from '../types';

export const receiptLogger: DemoProduct = {
  id: DEMO_PRODUCT_IDS.receiptLogger,
  name: 'Expense Receipt Logger',
  short_description: 'Forward a receipt by e-mail and it lands in your expense sheet, categorised.',
  description: md(
    [
      'Snap, forward, done. Forward receipts to your Zapier e-mail address and this **Zapier** zap',
      'reads the amount, merchant and date, picks a category and adds a row to Google Sheets.',
    ],
    '',
    '- Receipt images saved to Google Drive by month',
    '- Categories from your own rules sheet',
    '- Monthly *summary* e-mail',
  ),
  price: 19,
  platform: 'Zapier',
  category: 'Finance',
  featured: false,
  image_url: demoImage('expense-receipt-logger-hero.webp'),
  gallery_image_urls: [demoImage('expense-receipt-logger-gallery-1.webp')],
  prerequisites: md(
    '- A **Zapier** account (the free plan is enough for one receipt a day)',
    '- Google Sheets and Google Drive',
  ),
  video_youtube_id: '',
  available_for_purchase: false,
  coming_soon: false,
  active: true,
  created_at: '2026-07-30T09:00:00.000Z',
  owner: 'shop',
  versions: [
    {
      id: 'ae6d68ee-3f9c-4c35-91cc-cd979b6107ba',
      version_number: '1.0.0',
      release_date: '2026-07-30T09:00:00.000Z',
      is_latest: true,
      is_published: true,
      changelog: md('- First release: e-mail parser to Google Sheets', '- Monthly summary'),
      files: [
        automation(
          'aa8ab227-2acf-44c3-97f8-18c46eca7da3',
          'Receipt logger zap',
          'zapier/expense-receipt-logger/1.0.0/zap.json',
          'google-sheets',
        ),
        manual(
          '670f26b3-0f67-4a7b-9c13-5fe8af84aa13',
          'Setup manual',
          'zapier/expense-receipt-logger/1.0.0/manual.pdf',
        ),
        video(
          'b8a1c9e0-b4e7-4c63-b304-3354ec4ef58c',
          'Setup walkthrough',
          'HGxFOiV7dkh',
          1785403800000,
        ),
      ],
    },
  ],
};
