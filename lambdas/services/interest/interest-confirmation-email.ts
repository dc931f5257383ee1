import type { OutgoingEmail } from '../../infra/mailer';
import { escapeHtml, SHOP_NAME, simpleHtml } from '../shared/email-html';

export interface InterestConfirmation {
  to: string;
  productName: string;
  productUrl: string;
}

/**
 * Confirms a "Notify me when available" registration and names the product. Nothing the
 * visitor typed (their name) goes into it: anyone can register any address, so a caller's text
 * in the mail would turn the shop into a relay for their message.
 */
export function interestConfirmationEmail(confirmation: InterestConfirmation): OutgoingEmail {
  const greeting = 'Hello,';
  const registered = `Thank you for your interest in ${confirmation.productName}. We'll notify you by e-mail when it becomes available.`;
  const ignore = 'If you did not ask for this, you can ignore this message.';
  const text = [
    greeting,
    '',
    registered,
    '',
    `Product page: ${confirmation.productUrl}`,
    '',
    ignore,
    '',
    SHOP_NAME,
  ].join('\n');
  const link = escapeHtml(confirmation.productUrl);
  const html = simpleHtml([
    escapeHtml(greeting),
    escapeHtml(registered),
    `<a href="${link}">${escapeHtml(confirmation.productName)}</a>`,
    escapeHtml(ignore),
    escapeHtml(SHOP_NAME),
  ]);
  return {
    to: [confirmation.to],
    subject: `You're on the list: ${confirmation.productName}`,
    text,
    html,
  };
}
