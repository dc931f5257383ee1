import { rawEmail } from '../../../lambdas/infra/raw-email';

const parts = {
  from: 'Shop <shop@example.com>',
  to: ['buyer@example.com'],
  subject: 'How is Café Flow working for you?',
  text: 'Hello,\nplain',
  html: '<p>Hello</p>',
  listUnsubscribe:
    'https://shop.example/api/review-requests/unsubscribe/one-click?request=r&token=t',
};

/** The header block: everything before the first empty line. */
const headersOf = (raw: string) => (raw.split('\r\n\r\n')[0] ?? '').split('\r\n');

describe('raw e-mail with List-Unsubscribe', () => {
  it('carries the one-click unsubscribe headers of RFC 2369 and RFC 8058', () => {
    const headers = headersOf(rawEmail(parts));
    expect(headers).toContain(`List-Unsubscribe: <${parts.listUnsubscribe}>`);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(headers).toContain('To: buyer@example.com');
  });

  it('encodes a non-ASCII subject and both bodies', () => {
    const raw = rawEmail(parts);
    const subject = headersOf(raw).find((line) => line.startsWith('Subject: ')) ?? '';
    const encoded = /=\?UTF-8\?B\?(.+)\?=$/.exec(subject)?.[1] ?? '';
    expect(Buffer.from(encoded, 'base64').toString('utf8')).toBe(parts.subject);
    expect(raw).toContain('Content-Type: multipart/alternative;');
    expect(raw).toContain(Buffer.from(parts.html).toString('base64'));
    expect(raw).toContain(Buffer.from(parts.text).toString('base64'));
  });

  it('lets no line break into a header (no header injection)', () => {
    const headers = headersOf(
      rawEmail({
        ...parts,
        to: ['buyer@example.com\r\nBcc: victim@example.com'],
        listUnsubscribe: 'https://shop.example/x\r\nX-Injected: yes',
      }),
    );
    expect(headers.some((line) => line.startsWith('Bcc:'))).toBe(false);
    expect(headers.some((line) => line.startsWith('X-Injected:'))).toBe(false);
  });
});
