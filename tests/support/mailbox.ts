/**
 * The local SES mailbox (aws-ses-v2-local) of the test stack: the one place tests read e-mail
 * from, and the one place that waits for it.
 */
export interface MailboxEmail {
  messageId: string;
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { html?: string; text?: string };
  at: number;
}

function mailboxUrl(): string {
  const url = process.env.TEST_MAILBOX_URL;
  if (!url) throw new Error('Mailbox tests need the local stack (run them through Jest)');
  return url;
}

/** Every e-mail the mailbox holds, oldest first (the mailbox keeps them as they arrive). */
export async function allEmails(): Promise<MailboxEmail[]> {
  const response = await fetch(`${mailboxUrl()}/store`);
  return ((await response.json()) as { emails: MailboxEmail[] }).emails;
}

/** The e-mails to an address (case-insensitive), oldest first. */
export async function emailsTo(address: string): Promise<MailboxEmail[]> {
  const wanted = address.toLowerCase();
  return (await allEmails()).filter((email) =>
    email.destination.to.some((to) => to.toLowerCase().includes(wanted)),
  );
}

/**
 * Waits until the e-mails to an address satisfy `arrived` (e.g. there are two) and returns them,
 * oldest first. E-mail is sent after the request that causes it may have answered, so a test
 * waits for it rather than reading once.
 */
export async function waitForEmails(
  address: string,
  arrived: (emails: MailboxEmail[]) => boolean,
  timeoutMs = 15_000,
): Promise<MailboxEmail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const emails = await emailsTo(address);
    if (arrived(emails)) return emails;
    if (Date.now() > deadline) {
      const subjects = emails.map((email) => email.subject).join(' | ') || 'none';
      throw new Error(`The e-mails to ${address} never arrived as expected (had: ${subjects})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** An e-mail's subject pattern, or any test of the whole e-mail. */
export type EmailMatch = RegExp | ((email: MailboxEmail) => boolean);

const matches = (email: MailboxEmail, match: EmailMatch): boolean =>
  match instanceof RegExp ? match.test(email.subject) : match(email);

/** Waits for an e-mail to the address that matches, and returns the oldest such one. */
export async function waitForEmail(
  address: string,
  match: EmailMatch,
  timeoutMs = 15_000,
): Promise<MailboxEmail> {
  const emails = await waitForEmails(
    address,
    (received) => received.some((email) => matches(email, match)),
    timeoutMs,
  );
  return emails.find((email) => matches(email, match)) as MailboxEmail;
}

/** The first link in an e-mail that starts with the given URL prefix. */
export function linkIn(email: MailboxEmail, prefix: string): string {
  const text = `${email.body.html ?? ''} ${email.body.text ?? ''}`;
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s"'<>]*`).exec(text);
  if (!match) throw new Error(`No link starting with ${prefix} in "${email.subject}"`);
  return match[0].replace(/&amp;/g, '&');
}
