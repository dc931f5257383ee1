/** Stable ids of the demo products, shared by the product, relationship and purchase data. */
export const DEMO_PRODUCT_IDS = {
  leadCaptureCrm: '1d40057e-9db0-418e-9afb-b7da9617fc26',
  socialScheduler: '8d7fe601-aae6-4287-897f-0b152ca04f08',
  invoiceOcr: '2199150d-1550-47b8-b206-ba1a04496375',
  aiEmailDrafter: '5bdee940-00ac-4471-a366-5eded8d45106',
  shopifyAlerts: '8462b5ad-e652-4e83-8c11-330c4ca3544d',
  ticketTriage: '96e12fd8-78ed-4eb3-a4ab-5e307ae2443f',
  newsletterPipeline: '253f08be-1e6a-4787-9792-ba56e3b5427e',
  stripeSheets: '9692a946-9184-4a95-9e30-dead197ac4c0',
  ragChatbot: '2ca2767f-f425-4b9d-9d0e-eed8b135a401',
  employeeOnboarding: '04b1a498-e212-460f-90e9-c0529f15518a',
  webinarFollowUp: '6f5e1e34-895f-48b9-9613-1471b5542741',
  dealWonHandoff: 'a132586c-05db-4729-ae4d-1beab479d04f',
  receiptLogger: '56d9ea3a-daaa-4d22-81e3-2887f4890e3b',
  zendeskEscalation: 'b70c3be8-6620-43b6-bf3f-f79dda3040be',
  meetingSummariser: '43935f3a-ce68-48be-9197-f01b876fc6c3',
} as const;

export type DemoProductKey = keyof typeof DEMO_PRODUCT_IDS;
