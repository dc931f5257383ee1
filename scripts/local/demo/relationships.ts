/** Links between demo products, shown on the detail page grouped by type. */
import { DEMO_PRODUCT_IDS as P } from './ids';
import type { DemoRelationship } from './types';

export const DEMO_RELATIONSHIPS: DemoRelationship[] = [
  // dependency: 'Required Products'
  {
    id: '62697e0f-41bc-4041-9689-ca6a61c02fad',
    relationship_type: 'dependency',
    source_product_id: P.aiEmailDrafter,
    target_product_id: P.leadCaptureCrm,
  },
  {
    id: '28745f5e-d224-4c77-b139-f15d56f629ee',
    relationship_type: 'dependency',
    source_product_id: P.dealWonHandoff,
    target_product_id: P.leadCaptureCrm,
  },
  {
    id: '7f250d5c-2d7d-4533-bc01-19dc097b2ba4',
    relationship_type: 'dependency',
    source_product_id: P.ragChatbot,
    target_product_id: P.ticketTriage,
  },
  // recommended: 'Recommended Products'
  {
    id: '04a47596-73d6-4eb5-a513-b9ead73b43c3',
    relationship_type: 'recommended',
    source_product_id: P.leadCaptureCrm,
    target_product_id: P.dealWonHandoff,
  },
  {
    id: 'e968c43c-173d-4d34-842c-1df60ffc0907',
    relationship_type: 'recommended',
    source_product_id: P.leadCaptureCrm,
    target_product_id: P.webinarFollowUp,
  },
  {
    id: '4bcd1d6e-521d-4e66-8163-2098739cc5f2',
    relationship_type: 'recommended',
    source_product_id: P.ticketTriage,
    target_product_id: P.zendeskEscalation,
  },
  {
    id: '47ead536-38e8-4e11-a3ae-62b79f068b6f',
    relationship_type: 'recommended',
    source_product_id: P.invoiceOcr,
    target_product_id: P.stripeSheets,
  },
  {
    id: '294575c6-07e6-4084-9a57-6ac43ba1f50f',
    relationship_type: 'recommended',
    source_product_id: P.socialScheduler,
    target_product_id: P.newsletterPipeline,
  },
  // related: 'Related Products'
  {
    id: 'bf009620-98af-467d-8b7d-4dcfd806fca8',
    relationship_type: 'related',
    source_product_id: P.stripeSheets,
    target_product_id: P.invoiceOcr,
  },
  {
    id: '99f39df7-2ec8-4df9-80d2-d6b54361fd14',
    relationship_type: 'related',
    source_product_id: P.zendeskEscalation,
    target_product_id: P.ticketTriage,
  },
  {
    id: '5490608a-a069-42dc-b6a8-0d5f16023799',
    relationship_type: 'related',
    source_product_id: P.webinarFollowUp,
    target_product_id: P.socialScheduler,
  },
  {
    id: '4ef27c33-daf0-4335-860e-5926a50d15d3',
    relationship_type: 'related',
    source_product_id: P.newsletterPipeline,
    target_product_id: P.webinarFollowUp,
  },
  {
    id: '4e0e0736-5743-4e25-8ee0-fc6196f25ece',
    relationship_type: 'related',
    source_product_id: P.shopifyAlerts,
    target_product_id: P.zendeskEscalation,
  },
  {
    id: '4998a24a-2925-431a-bf92-c303c3b5de59',
    relationship_type: 'related',
    source_product_id: P.aiEmailDrafter,
    target_product_id: P.ragChatbot,
  },
];
