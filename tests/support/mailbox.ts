/** Reads the local SES mailbox (aws-ses-v2-local) of the test stack. */
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

export async function emailsTo(address: string): Promise<MailboxEmail[]> {
  const response = await fetch(`${mailboxUrl()}/store`);
  const store = (await response.json()) as { emails: MailboxEmail[] };
  const wanted = address.toLowerCase();
  return store.emails.filter((email) =>
    email.destination.to.some((to) => to.toLowerCase().includes(wanted)),
  );
}

/** Waits for an e-mail to the address whose subject matches, and returns it. */
export async function waitForEmail(
  address: string,
  subject: RegExp,
  timeoutMs = 15_000,
): Promise<MailboxEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await emailsTo(address)).find((email) => subject.test(email.subject));
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`No e-mail to ${address} matching ${subject} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link in an e-mail that starts with the given URL prefix. */
export function linkIn(email: MailboxEmail, prefix: string): string {
  const text = `${email.body.html ?? ''} ${email.body.text ?? ''}`;
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s"'<>]*`).exec(text);
  if (!match) throw new Error(`No link starting with ${prefix} in "${email.subject}"`);
  return match[0].replace(/&amp;/g, '&');
}
