/** Make: lead capture to HubSpot (seller product, three versions). */
import { automation, demoImage, manual, md, video } from '../builders';
import { DEMO_PRODUCT_IDS } from '../ids';
import type { DemoProduct } from '../types';

export const leadCaptureCrm: DemoProduct = {
  id: DEMO_PRODUCT_IDS.leadCaptureCrm,
  name: 'Lead Capture to CRM Sync',
  short_description: 'Send every form lead to HubSpot, enrich it and alert sales in Slack.',
  description: md(
    [
      'Stop copying leads by hand. This **Make** scenario watches your Typeform and website forms,',
      'de-duplicates contacts and creates or updates them in **HubSpot** within seconds.',
    ],
    '',
    '- Enriches each lead with company size and industry',
    '- Scores leads and assigns an owner by territory',
    '- Posts a *hot lead* alert to your sales channel in Slack',
    '',
    [
      'Includes the scenario blueprint, a step-by-step setup manual and a video walkthrough.',
      'New to Make? Read the',
      '[Make getting started guide](https://www.make.com/en/help/getting-started).',
    ],
  ),
  price: 49,
  platform: 'Make',
  category: 'Sales',
  featured: true,
  image_url: demoImage('lead-capture-crm-sync-hero.webp'),
  gallery_image_urls: [
    demoImage('lead-capture-crm-sync-gallery-1.webp'),
    demoImage('lead-capture-crm-sync-gallery-2.webp'),
  ],
  prerequisites: md(
    '- A **Make** account (Core plan or higher for 1-minute scheduling)',
    '- HubSpot with a private app token (*contacts* and *deals* scopes)',
    '- Typeform, and optionally a Slack workspace',
  ),
  video_youtube_id: 'opqn8wsqnY3',
  available_for_purchase: true,
  coming_soon: false,
  active: true,
  created_at: '2026-01-12T09:30:00.000Z',
  owner: 'seller',
  versions: [
    {
      id: '76d043b2-f85d-4f85-8248-61e9530dc189',
      version_number: '1.0.0',
      release_date: '2026-01-12T09:30:00.000Z',
      is_latest: false,
      is_published: true,
      changelog: md(
        '- First release: Typeform to HubSpot contact sync',
        '- Slack alert for new leads',
      ),
      files: [
        automation(
          '51a26dff-5331-4f85-b2f3-46f2ce09d67a',
          'Lead capture scenario blueprint',
          'make/lead-capture-crm-sync/1.0.0/blueprint.json',
          'make.com',
        ),
        manual(
          '0ae471a1-cc0e-49a7-a328-c017b2a60476',
          'Setup manual',
          'make/lead-capture-crm-sync/1.0.0/manual.pdf',
        ),
        video(
          'fd5a26d8-4e68-4273-8082-d0e3f2195411',
          'Setup walkthrough',
          'D07UXnWAy00',
          1768212300000,
        ),
      ],
    },
    {
      id: 'e52c8b26-171f-4882-8991-7706fc45ea25',
      version_number: '1.1.0',
      release_date: '2026-03-02T14:00:00.000Z',
      is_latest: false,
      is_published: true,
      changelog: md(
        '- Duplicate contacts are now merged by e-mail **and** phone',
        '- Lead score added to the Slack alert',
        '- Fixed: empty company names no longer stop the scenario',
      ),
      files: [
        automation(
          '5bc7af85-d3fb-4ddf-81b4-6eda6ba7fee1',
          'Lead capture scenario blueprint',
          'make/lead-capture-crm-sync/1.1.0/blueprint.json',
          'make.com',
        ),
        manual(
          '0cd43f49-05c7-48be-9461-ee9a89aac630',
          'Setup manual',
          'make/lead-capture-crm-sync/1.1.0/manual.pdf',
        ),
        video(
          '75f95af7-f6f8-4572-b641-91d968227dff',
          'Setup walkthrough',
          'qMSSQ20p78W',
          1772461200000,
        ),
      ],
    },
    {
      id: '22331acf-0630-45a6-a893-e5d00cb22b67',
      version_number: '2.0.0',
      release_date: '2026-05-18T08:00:00.000Z',
      is_latest: true,
      is_published: true,
      changelog: md(
        '- **New:** territory-based owner assignment',
        '- **New:** error-handler sub-scenario that retries failed HubSpot calls',
        '- Company enrichment moved to a single HTTP module (fewer operations)',
        '- *Breaking:* the Slack channel is now a scenario input',
      ),
      files: [
        automation(
          '7c5f6670-fe9c-46e9-bffc-244d76c1e804',
          'Lead capture scenario blueprint',
          'make/lead-capture-crm-sync/2.0.0/blueprint.json',
          'make.com',
        ),
        automation(
          '6a2ede57-410f-4adc-9d9d-9fc7396de411',
          'Error handler sub-scenario',
          'make/lead-capture-crm-sync/2.0.0/error-handler.json',
          'make.com',
          2,
        ),
        manual(
          'bc99db49-2c37-4bcc-9d09-3179b69c347e',
          'Setup manual',
          'make/lead-capture-crm-sync/2.0.0/manual.pdf',
        ),
        video(
          '7ad3ce58-07cb-43b6-acf3-a6afb105a155',
          'Setup walkthrough (v2)',
          'JJsv1V1df6U',
          1779093000000,
        ),
        video(
          'e2237c00-cf63-4270-b5bf-fe5fd1e45a00',
          'Territory rules explained',
          '53p6GUL-oHV',
          1779095400000,
        ),
      ],
    },
  ],
};
