import type { LegalSection } from './terms-content';

/** Spec: 8 sections. What the shop keeps matches the spec's entities and browser keys. */
export const PRIVACY: readonly LegalSection[] = [
  {
    title: '1. Who we are',
    paragraphs: [
      'This policy explains how Automation Marketplace handles personal data when you visit the shop, create an account, buy a product or ask to be notified about a product.',
    ],
  },
  {
    title: '2. Data we collect',
    paragraphs: [
      'Account: your email address, your name if you give it, and your password, which is stored only in a protected form by our sign-in service.',
      'Purchases: which products you bought, when and for how much, and for guest purchases the email address and optional name given at checkout.',
      'Product notifications: the name and email address you leave when asking to be told when a product becomes available.',
    ],
  },
  {
    title: '3. How we use it',
    paragraphs: [
      'We use your data to run your account, to deliver your purchases and their updates, to email you receipts and download links, to tell you when a product you asked about becomes available, and to answer your questions. We do not send marketing emails you did not ask for.',
    ],
  },
  {
    title: '4. Payments',
    paragraphs: [
      'Payments are processed by our card payment provider. Your card details go directly to the provider and are never seen or stored by us. We receive only the result of the payment and the email address used.',
    ],
  },
  {
    title: '5. Browser storage',
    paragraphs: [
      'The shop keeps your cart and an unfinished checkout in your browser’s local storage so they survive a reload; an unfinished checkout is forgotten after 24 hours. When you sign in, your session is kept in the browser as well. We use no advertising or tracking cookies.',
    ],
  },
  {
    title: '6. Who we share it with',
    paragraphs: [
      'We share data only with the service providers we need to run the shop: hosting and storage, the sign-in service, the email service and the payment provider. They process it on our behalf. We never sell your data.',
    ],
  },
  {
    title: '7. Retention and security',
    paragraphs: [
      'We keep purchase records for as long as the law requires and account data for as long as your account exists. Data is transferred over encrypted connections, and access to it is limited to what each part of the service needs.',
    ],
  },
  {
    title: '8. Your rights',
    paragraphs: [
      'You may ask us for a copy of your data, have it corrected, or have your account deleted, which you can also request in your account settings. You may also object to processing or complain to your data protection authority.',
    ],
  },
];
