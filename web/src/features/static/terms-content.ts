export interface LegalSection {
  title: string;
  paragraphs: readonly string[];
}

/** Spec: 8 sections; all sales final, non-exclusive non-transferable license, lifetime updates. */
export const TERMS: readonly LegalSection[] = [
  {
    title: '1. Scope',
    paragraphs: [
      'These terms apply to every purchase made in Automation Marketplace and to the use of the website. By placing an order you accept them. If you do not agree, please do not buy.',
    ],
  },
  {
    title: '2. What you buy',
    paragraphs: [
      'Our products are digital automation templates for Make, n8n and Zapier: step-by-step building instructions, templates and documentation. You implement them yourself in your own platform accounts; we do not set up, run or maintain automations for you.',
      'Each product lists its prerequisites, such as platform plans and third-party services. Obtaining and paying for them is your responsibility.',
    ],
  },
  {
    title: '3. Prices and payment',
    paragraphs: [
      'Prices are shown in US dollars and are one-time prices: there is no subscription. Payment is made by card through our payment provider, on whose page you may choose to pay in another currency. We never see or store your card details.',
    ],
  },
  {
    title: '4. Delivery',
    paragraphs: [
      'Products are delivered digitally and are available immediately after payment: in My Account when you bought while signed in, or through the download page whose link we email to you when you bought as a guest. Keep that link safe; anyone who has it can download your files.',
    ],
  },
  {
    title: '5. License',
    paragraphs: [
      'With each purchase you receive a non-exclusive, non-transferable license to use the product for your own automations and to adapt it to your needs.',
      'You may not resell, sublicense, share, publish or otherwise distribute the files or their content, on their own or as part of another product. All rights not expressly granted remain with us.',
    ],
  },
  {
    title: '6. Updates',
    paragraphs: [
      'Purchased products include lifetime updates for as long as the shop operates. New versions are added to your purchase at no extra cost. We may improve, change or retire templates, for example when a platform changes.',
    ],
  },
  {
    title: '7. All sales final; support',
    paragraphs: [
      'Because digital products are available immediately after payment, all sales are final and no refunds are given. By ticking the acknowledgement at checkout you confirm that you understand this.',
      'If you have trouble downloading your files, contact us within 30 days of your purchase and we will help you get them. This support window for download issues is 30 days.',
    ],
  },
  {
    title: '8. Liability and changes',
    paragraphs: [
      'Templates are provided as they are. You are responsible for testing them and for how you use them with your data and services. To the extent the law allows, we are not liable for indirect losses, lost data or lost profits arising from their use.',
      'We may change these terms in the future; the terms in force at the time of your purchase apply to it.',
    ],
  },
];
