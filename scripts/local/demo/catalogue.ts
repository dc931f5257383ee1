/**
 * The demo catalogue: 15 products on Make, n8n and Zapier with their versions and files, the
 * links between them and the demo buyer's purchases. Data only; the seed does the writing.
 * Stored files' content is in `files/{source}` (automation JSON in `../demo-automations/`,
 * sources.ts), images in `web/public/demo/`.
 */
import { aiEmailDrafter } from './products/ai-email-drafter';
import { dealWonHandoff } from './products/deal-won-handoff';
import { employeeOnboarding } from './products/employee-onboarding';
import { receiptLogger } from './products/expense-receipt-logger';
import { invoiceOcr } from './products/invoice-ocr';
import { leadCaptureCrm } from './products/lead-capture-crm-sync';
import { meetingSummariser } from './products/meeting-notes-summariser';
import { newsletterPipeline } from './products/newsletter-pipeline';
import { ragChatbot } from './products/rag-knowledge-chatbot';
import { shopifyAlerts } from './products/shopify-order-alerts';
import { socialScheduler } from './products/social-media-scheduler';
import { stripeSheets } from './products/stripe-revenue-dashboard';
import { ticketTriage } from './products/support-ticket-triage';
import { webinarFollowUp } from './products/webinar-follow-up';
import { zendeskEscalation } from './products/zendesk-escalation';
import type { DemoProduct } from './types';

export const MAKE_PRODUCTS: DemoProduct[] = [
  leadCaptureCrm,
  socialScheduler,
  invoiceOcr,
  aiEmailDrafter,
  shopifyAlerts,
];

export const N8N_PRODUCTS: DemoProduct[] = [
  ticketTriage,
  newsletterPipeline,
  stripeSheets,
  ragChatbot,
  employeeOnboarding,
];

export const ZAPIER_PRODUCTS: DemoProduct[] = [
  webinarFollowUp,
  dealWonHandoff,
  receiptLogger,
  zendeskEscalation,
  meetingSummariser,
];

export const DEMO_PRODUCTS: DemoProduct[] = [...MAKE_PRODUCTS, ...N8N_PRODUCTS, ...ZAPIER_PRODUCTS];

/** Folder of the stored files' content, relative to this folder. */
export const DEMO_FILES_DIR = 'files';

export { DEMO_PRODUCT_IDS } from './ids';
export type { DemoProductKey } from './ids';
export { DEMO_RELATIONSHIPS } from './relationships';
export { DEMO_BUYER_EMAIL, DEMO_PURCHASES } from './purchases';
export type {
  DemoFile,
  DemoFilePlatform,
  DemoFilePurpose,
  DemoOwner,
  DemoProduct,
  DemoPurchase,
  DemoRelationship,
  DemoStoredFile,
  DemoVersion,
  DemoVideoFile,
} from './types';
