/** Make: invoice OCR to accounting (one version, two manuals). */
import { automation, demoImage, manual, md, video } from '../builders';
import { DEMO_PRODUCT_IDS } from '../ids';
import type { DemoProduct } from '../types';

export const invoiceOcr: DemoProduct = {
  id: DEMO_PRODUCT_IDS.invoiceOcr,
  name: 'Invoice Processing with OCR',
  short_description: 'Read PDF invoices from your inbox and create bills in Xero automatically.',
  description: md(
    [
      'Supplier invoices arrive as PDF attachments; this **Make** scenario reads them with OCR,',
      'extracts supplier, amounts, VAT and due date, and drafts the bill in **Xero** for approval.',
    ],
    '',
    '- Works with a shared mailbox or a Google Drive drop folder',
    '- Flags totals that do not add up instead of guessing',
    '- Archives the original PDF next to the bill',
    '',
    'Accuracy tips are in the *OCR tuning guide* included with the download.',
  ),
  price: 79,
  platform: 'Make',
  category: 'Finance',
  featured: false,
  image_url: demoImage('invoice-ocr-hero.webp'),
  gallery_image_urls: [
    demoImage('invoice-ocr-gallery-1.webp'),
    demoImage('invoice-ocr-gallery-2.webp'),
  ],
  prerequisites: md(
    '- A **Make** account (Pro plan recommended for the OCR operations)',
    '- Xero organisation with *Adviser* access',
    '- Gmail or Microsoft 365 mailbox for incoming invoices',
  ),
  video_youtube_id: '5MVzi0tN7it',
  available_for_purchase: true,
  coming_soon: false,
  active: true,
  created_at: '2026-03-15T12:00:00.000Z',
  owner: 'shop',
  versions: [
    {
      id: '47da9d90-495a-4468-bf2c-dc4da2512655',
      version_number: '1.0.0',
      release_date: '2026-03-15T12:00:00.000Z',
      is_latest: true,
      is_published: true,
      changelog: md(
        '- First release: mailbox and Drive folder triggers',
        '- Xero bill drafts with line items and VAT',
        '- Totals check with a review label',
      ),
      files: [
        automation(
          '3f91ba52-863e-4a55-a382-3bfbb6a8b34e',
          'Invoice OCR scenario blueprint',
          'make/invoice-ocr/1.0.0/blueprint.json',
          'make.com',
        ),
        manual(
          '47f33f3d-aaa9-4641-9742-7cd45aa27d78',
          'Setup manual',
          'make/invoice-ocr/1.0.0/manual.pdf',
        ),
        manual(
          'a53bbf09-13fb-4a65-a0b0-651f5f799b24',
          'OCR tuning guide',
          'make/invoice-ocr/1.0.0/ocr-tuning-guide.pdf',
          2,
        ),
        video(
          'b0184973-987f-403f-8444-03fd0c264819',
          'Full setup in 12 minutes',
          'PupGc5F-XWl',
          1773578400000,
        ),
      ],
    },
  ],
};
