import type { OutgoingEmail } from '../../infra/mailer';
import { escapeHtml, SHOP_NAME, simpleHtml } from '../shared/email-html';

export interface DeletionNotice {
  userEmail: string;
  userName: string;
  userId: string;
  requestedAt: string;
}

/** To the user: the request is recorded, the account is deleted within 30 days. */
export function deletionConfirmationEmail(notice: DeletionNotice): OutgoingEmail {
  const greeting = `Hello ${notice.userName || notice.userEmail},`;
  const body =
    'We have received your request to delete your account. You have been signed out, and your ' +
    'account and personal data will be deleted within 30 days.';
  const contact = 'If you did not ask for this, please contact support right away.';
  return {
    to: [notice.userEmail],
    subject: `Account deletion requested - ${SHOP_NAME}`,
    text: [greeting, '', body, '', contact, '', SHOP_NAME].join('\n'),
    html: simpleHtml([greeting, body, contact, SHOP_NAME].map(escapeHtml)),
  };
}

/** To the support address: which account asked for deletion, and when. */
export function deletionSupportEmail(notice: DeletionNotice, supportEmail: string): OutgoingEmail {
  const lines = [
    'A user has requested account deletion.',
    `User: ${notice.userName || '(no name)'} <${notice.userEmail}>`,
    `User id: ${notice.userId}`,
    `Requested at: ${notice.requestedAt}`,
    'The account is removed automatically within 30 days.',
  ];
  return {
    to: [supportEmail],
    subject: `Account deletion request: ${notice.userEmail}`,
    text: lines.join('\n'),
    html: simpleHtml(lines.map(escapeHtml)),
  };
}
