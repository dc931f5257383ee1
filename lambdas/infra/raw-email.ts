/**
 * A MIME message for SES SendRawEmail: the plain SendEmail call cannot carry headers, and bulk
 * mail needs List-Unsubscribe (RFC 2369) so mail clients offer their own "unsubscribe".
 */
import { randomBytes } from 'node:crypto';

export interface RawEmailParts {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html?: string;
  /** The HTTPS address that stops this kind of e-mail with a one-click POST (RFC 8058). */
  listUnsubscribe: string;
}

/** RFC 2047 encoded-word: any UTF-8 subject survives every mail transport. */
const encodedWord = (value: string) =>
  `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
/** Base64 bodies in 76-character lines (RFC 2045). */
const base64Lines = (value: string) =>
  (
    Buffer.from(value, 'utf8')
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join('\r\n');

function part(type: string, body: string): string[] {
  return [
    `Content-Type: ${type}; charset=UTF-8`,
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(body),
  ];
}

/** Header injection is impossible: no line break reaches a header. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

export function rawEmail(parts: RawEmailParts): string {
  const boundary = `=_${randomBytes(12).toString('hex')}`;
  const headers = [
    `From: ${oneLine(parts.from)}`,
    `To: ${parts.to.map(oneLine).join(', ')}`,
    `Subject: ${encodedWord(oneLine(parts.subject))}`,
    `List-Unsubscribe: <${oneLine(parts.listUnsubscribe)}>`,
    // RFC 8058: the client POSTs "List-Unsubscribe=One-Click" to that address itself.
    'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    'MIME-Version: 1.0',
  ];
  if (!parts.html) return [...headers, ...part('text/plain', parts.text), ''].join('\r\n');
  return [
    ...headers,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    ...part('text/plain', parts.text),
    `--${boundary}`,
    ...part('text/html', parts.html),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}
