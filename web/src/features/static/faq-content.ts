export interface FaqEntry {
  question: string;
  answer: string;
}

/** Spec: 8 questions. The terms they mention are the ones of the terms page. */
export const FAQ: readonly FaqEntry[] = [
  {
    question: 'How do I buy a template?',
    answer:
      'Add the templates you want to your cart and choose Checkout. Tick the two boxes that confirm what you are buying and that you accept our terms, then pay securely by card on the payment page. Prices are shown in USD; you can choose another currency on the payment page. Each template is a one-time purchase.',
  },
  {
    question: 'How do I download my files?',
    answer:
      'Right after payment you can open your purchase. With an account, every product you bought is in My Account, with all its files. As a guest you receive an email with a link to your personal download page; you can also open it or copy it from the payment confirmation page. Keep that link: it is how you reach your files without an account.',
  },
  {
    question: 'Do I get updates?',
    answer:
      'Yes. When we improve a template or adapt it to changes of its platform, the new version is added to your purchase at no extra cost. You get lifetime updates for as long as the shop operates.',
  },
  {
    question: 'Can I get a refund?',
    answer:
      'No. Because the files can be downloaded immediately after payment, all sales are final and we do not offer refunds. Please read the product description and prerequisites carefully before you buy, and ask us if anything is unclear.',
  },
  {
    question: 'What may I do with a template I bought?',
    answer:
      'You receive a non-exclusive, non-transferable license to use the template and its documentation for your own automations. You may adapt it to your needs, but you may not resell, share, publish or pass on the files or the license to anyone else.',
  },
  {
    question: 'I have a problem downloading my files. Can you help?',
    answer:
      'Yes. If a download does not work, contact us within 30 days of your purchase and we will make sure you get your files. Our support for download issues covers this 30-day window.',
  },
  {
    question: 'Do I need an account to buy?',
    answer:
      'No. You can buy as a guest with just your email address; the download link is sent to it. If you later create an account or sign in with the same email from your download page, the purchase is linked to your account and appears in My Account.',
  },
  {
    question: 'Which automation platforms are supported?',
    answer:
      'We sell templates for Make, n8n and Zapier. Each product shows its platform, and its prerequisites list the accounts and services you need. The templates are building instructions and templates that you implement in your own platform account.',
  },
];
