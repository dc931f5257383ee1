import type { OutgoingEmail } from '../../infra/mailer';
import { buttonLink, escapeHtml, SHOP_NAME, simpleHtml } from './email-html';

export interface InvitationMessage {
  to: string;
  fullName: string;
  /** `${SITE_URL}/auth/invite/{token}`: the token is the only key, so the link is the access. */
  link: string;
  /** ISO time the invitation expires. */
  expiresAt: string;
}

/** The invitation to create an account on the invitation page. */
export function invitationEmail(invitation: InvitationMessage): OutgoingEmail {
  const greeting = invitation.fullName.trim() ? `Hello ${invitation.fullName.trim()},` : 'Hello,';
  const invited = `You have been invited to create an account at ${SHOP_NAME}.`;
  const action = 'Open this link to choose your password and finish signing up:';
  const expiry = `The invitation can be used once and expires on ${invitation.expiresAt.slice(0, 10)} (UTC).`;
  const text = [greeting, '', invited, action, invitation.link, '', expiry, '', SHOP_NAME].join(
    '\n',
  );
  const html = simpleHtml([
    escapeHtml(greeting),
    escapeHtml(invited),
    escapeHtml(action),
    buttonLink(invitation.link, 'Choose my password'),
    escapeHtml(expiry),
    escapeHtml(SHOP_NAME),
  ]);
  return { to: [invitation.to], subject: `Your invitation to ${SHOP_NAME}`, text, html };
}
