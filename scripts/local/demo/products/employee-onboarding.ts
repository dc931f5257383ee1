/** n8n: employee onboarding orchestrator (inactive: withdrawn from the shop). */
import { automation, demoImage, manual, md, video } from '../builders';
import { DEMO_PRODUCT_IDS } from '../ids';
import type { DemoProduct } from '../types';

export const employeeOnboarding: DemoProduct = {
  id: DEMO_PRODUCT_IDS.employeeOnboarding,
  name: 'Employee Onboarding Orchestrator',
  short_description: 'Accounts, equipment and a welcome plan for every new hire, from one form.',
  description: md(
    [
      'One HR form starts everything a new hire needs. The **n8n** workflow creates the Google',
      'Workspace and Slack accounts, opens IT tickets',
      'for equipment and schedules the first-week plan.',
    ],
    '',
    '- Role-based checklists from a Google Sheet',
    '- Manager reminders on day 1, 7 and 30',
    '- *Offboarding* counterpart included',
  ),
  price: 59,
  platform: 'n8n',
  category: 'Operations',
  featured: false,
  image_url: demoImage('employee-onboarding-hero.webp'),
  gallery_image_urls: [demoImage('employee-onboarding-gallery-1.webp')],
  prerequisites: md(
    '- **n8n** self-hosted or cloud',
    '- Google Workspace admin and Slack admin rights',
    '- Jira Service Management or a similar IT desk',
  ),
  video_youtube_id: '',
  available_for_purchase: true,
  coming_soon: false,
  active: false,
  created_at: '2026-02-25T08:00:00.000Z',
  owner: 'shop',
  versions: [
    {
      id: '09735e46-fe60-4f4b-9333-c2f173a1be16',
      version_number: '1.0.0',
      release_date: '2026-02-25T08:00:00.000Z',
      is_latest: true,
      is_published: true,
      changelog: md('- First release: onboarding and offboarding workflows', '- Manager reminders'),
      files: [
        automation(
          '0a34eeb7-b7dd-45e0-a919-bd744eff4c91',
          'Onboarding workflow',
          'n8n/employee-onboarding/1.0.0/workflow.json',
        ),
        manual(
          'd923d1a2-34de-4551-a769-8272be97a189',
          'Setup manual',
          'n8n/employee-onboarding/1.0.0/manual.pdf',
        ),
        video(
          'd29f5d3c-60c2-4c24-9fa7-75aa7267910e',
          'Setup walkthrough',
          'CrdOWjELzLE',
          1772008200000,
        ),
      ],
    },
  ],
};
