/** n8n: RAG knowledge base chatbot (seller product, coming soon). */
import { automation, demoImage, manual, md, video } from '../builders';
import { DEMO_PRODUCT_IDS } from '../ids';
import type { DemoProduct } from '../types';

export const ragChatbot: DemoProduct = {
  id: DEMO_PRODUCT_IDS.ragChatbot,
  name: 'RAG Knowledge Base Chatbot',
  short_description:
    'A website chatbot that answers from your own docs, with sources, built in n8n.',
  description: md(
    [
      'Turn your help centre into a chatbot that cites',
      'its sources. The **n8n** workflows index your',
      'docs into a vector store and answer questions with **OpenAI**, linking the pages they used.',
    ],
    '',
    '- Indexes Notion, Google Drive or a sitemap',
    '- Hands over to a human when it is *not sure*',
    '- Embeddable chat widget snippet included',
  ),
  price: 99,
  platform: 'n8n',
  category: 'AI',
  featured: false,
  image_url: demoImage('rag-knowledge-chatbot-hero.webp'),
  gallery_image_urls: [demoImage('rag-knowledge-chatbot-gallery-1.webp')],
  prerequisites: md(
    '- **n8n** 1.70 or later with the AI nodes',
    '- OpenAI API key; Qdrant or Pinecone for the vector store',
    '- Works best together with *Support Ticket Triage with GPT*',
  ),
  video_youtube_id: '',
  available_for_purchase: false,
  coming_soon: true,
  active: true,
  created_at: '2026-10-20T09:00:00.000Z',
  owner: 'seller',
  versions: [
    {
      id: '5da0cc69-da6e-4e49-bf42-b0ea6ad3048c',
      version_number: '0.9.0',
      release_date: '2026-10-20T09:00:00.000Z',
      is_latest: true,
      is_published: true,
      changelog: md('- Preview: indexing and chat workflows', '- Widget snippet for websites'),
      files: [
        automation(
          '691541c4-04ed-4cea-b8c2-e7236b022564',
          'RAG chatbot workflow',
          'n8n/rag-knowledge-chatbot/0.9.0/workflow.json',
          'openai',
        ),
        manual(
          'e1a87807-a055-4fdf-b3fa-f7dc0e85d548',
          'Setup manual (preview)',
          'n8n/rag-knowledge-chatbot/0.9.0/manual.pdf',
        ),
        video('44b554f6-75eb-4b85-a45b-85fae3545ea5', 'Preview demo', '6sYLJ_ExK4Q', 1792488600000),
      ],
    },
  ],
};
