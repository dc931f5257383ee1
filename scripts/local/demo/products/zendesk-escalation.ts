/** Zapier: Zendesk escalation to Slack (two versions). */
import { automation, demoImage, manual, md, video } from '../builders';
import { DEMO_PRODUCT_IDS } from '../ids';
import type { DemoProduct } from '../types';

export const zendeskEscalation: DemoProduct = {
  id: DEMO_PRODUCT_IDS.zendeskEscalation,
  name: 'Zendesk Escalation to Slack',
  short_description: 'Escalate urgent and overdue Zendesk tickets to the right Slack channel.',
  description: md(
    [
      'No more tickets quietly breaching their SLA. This **Zapier** zap watches Zendesk and posts',
      'escalations to Slack with the customer, the wait time and a one-click link.',
    ],
    '',
    '- Urgent priority and VIP organisations escalate immediately',
    '- Tickets close to breaching their SLA escalate to the team lead',
    '- Thread replies in Slack are added as *internal notes*',
  ),
  // Pay what you want from $9, $34 suggested.
  price: 34,
  pwyw_minimum: 9,
  platform: 'Zapier',
  category: 'Customer Support',
  featured: false,
  image_url: demoImage('zendesk-escalation-hero.webp'),
  gallery_image_urls: [
    demoImage('zendesk-escalation-gallery-1.webp'),
    demoImage('zendesk-escalation-gallery-2.webp'),
  ],
  prerequisites: md(
    '- A **Zapier** plan with multi-step zaps',
    '- Zendesk Support (Team plan or higher) with SLA policies',
    '- Slack workspace where you can add apps',
  ),
  video_youtube_id: '',
  available_for_purchase: true,
  coming_soon: false,
  active: true,
  created_at: '2026-03-09T11:00:00.000Z',
  owner: 'shop',
  versions: [
    {
      id: '112d3fd5-ecb1-4a83-a6ce-59a08fd16e04',
      version_number: '1.0.0',
      release_date: '2026-03-09T11:00:00.000Z',
      is_latest: false,
      is_published: true,
      changelog: md('- First release: urgent tickets posted to Slack'),
      files: [
        automation(
          'bc25f91a-14ea-496f-aa0c-7560932d9585',
          'Escalation zap',
          'zapier/zendesk-escalation/1.0.0/zap.json',
        ),
        manual(
          '5a9e3e7c-93da-4ae0-ba54-5c57d00f1153',
          'Setup manual',
          'zapier/zendesk-escalation/1.0.0/manual.pdf',
        ),
        video(
          '422078e2-c955-4afc-b22c-208fc0574083',
          'Setup walkthrough',
          'mR-XkVrByh7',
          1773055800000,
        ),
      ],
    },
    {
      id: 'f4066eb9-ad4e-461b-a4ad-d9b900f10360',
      version_number: '2.0.0',
      release_date: '2026-08-25T10:00:00.000Z',
      is_latest: true,
      is_published: true,
      changelog: md(
        '- **New:** SLA breach warnings to the team lead',
        '- **New:** Slack thread replies become internal notes',
        '- VIP organisations from a Zendesk tag',
        '- *Breaking:* channel mapping moved to a lookup table step',
      ),
      files: [
        automation(
          '73d4a89b-d7b2-4023-b190-de0ec8f38769',
          'Escalation zap',
          'zapier/zendesk-escalation/2.0.0/zap.json',
        ),
        manual(
          '26416151-728c-410d-9c69-7bdae6d5fbff',
          'Setup manual',
          'zapier/zendesk-escalation/2.0.0/manual.pdf',
        ),
        video(
          '959762c3-310a-4576-8efe-9253e5c13355',
          'SLA warnings setup',
          '0zrFAcWA3PT',
          1787653800000,
        ),
      ],
    },
  ],
};
