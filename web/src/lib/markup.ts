/**
 * The simple markup of product descriptions, prerequisites and changelogs, parsed into a tree
 * that React renders as elements (never as HTML, so stored text cannot inject markup):
 *
 * - `**bold**`, `*italic*` and `[text](https://url)` inline; links only to http(s) URLs,
 *   anything else stays plain text;
 * - lines starting with `- ` are bullet list items;
 * - a blank line separates paragraphs; other line breaks inside a paragraph are kept.
 *
 * Pure and DOM-free so it is unit-testable in Node.
 */
export type InlineNode =
  | { type: 'text'; text: string }
  | { type: 'bold'; children: InlineNode[] }
  | { type: 'italic'; children: InlineNode[] }
  | { type: 'link'; href: string; text: string };

export type BlockNode =
  { type: 'paragraph'; lines: InlineNode[][] } | { type: 'list'; items: InlineNode[][] };

const BULLET = /^\s*-\s+(.*)$/;
const LINK = /^\[([^\]\n]+)\]\(([^)\s]+)\)/;

/** Only absolute http(s) URLs become links; `javascript:` and friends stay text. */
export function safeHref(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

function pushText(nodes: InlineNode[], text: string): void {
  if (!text) return;
  const last = nodes[nodes.length - 1];
  if (last?.type === 'text') last.text += text;
  else nodes.push({ type: 'text', text });
}

/** Index of the closing single `*` of an italic run, skipping `**` pairs; -1 when none. */
function closingItalic(source: string, from: number): number {
  for (let index = from; index < source.length; index += 1) {
    if (source[index] !== '*') continue;
    if (source[index + 1] === '*') {
      index += 1;
      continue;
    }
    return index;
  }
  return -1;
}

export function parseInline(source: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let index = 0;
  while (index < source.length) {
    const rest = source.slice(index);

    if (rest.startsWith('**')) {
      const end = source.indexOf('**', index + 2);
      if (end > index + 2) {
        nodes.push({ type: 'bold', children: parseInline(source.slice(index + 2, end)) });
        index = end + 2;
        continue;
      }
    } else if (rest.startsWith('*') && rest.length > 1 && !/\s/.test(rest[1] ?? '')) {
      const end = closingItalic(source, index + 1);
      if (end > index + 1) {
        nodes.push({ type: 'italic', children: parseInline(source.slice(index + 1, end)) });
        index = end + 1;
        continue;
      }
    } else if (rest.startsWith('[')) {
      const match = LINK.exec(rest);
      const href = match?.[2] ? safeHref(match[2]) : null;
      if (match?.[1] && href) {
        nodes.push({ type: 'link', href, text: match[1] });
        index += match[0].length;
        continue;
      }
    }

    // Plain text up to the next character that might open markup.
    const next = source.slice(index + 1).search(/[*[]/);
    const end = next === -1 ? source.length : index + 1 + next;
    pushText(nodes, source.slice(index, end));
    index = end;
  }
  return nodes;
}

export function parseMarkup(source: string | null | undefined): BlockNode[] {
  const blocks: BlockNode[] = [];
  let current: BlockNode | null = null;

  for (const rawLine of (source ?? '').replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trimEnd();
    if (!line.trim()) {
      current = null;
      continue;
    }
    const bullet = BULLET.exec(line);
    if (bullet) {
      if (current?.type !== 'list') {
        current = { type: 'list', items: [] };
        blocks.push(current);
      }
      current.items.push(parseInline(bullet[1] ?? ''));
    } else {
      if (current?.type !== 'paragraph') {
        current = { type: 'paragraph', lines: [] };
        blocks.push(current);
      }
      current.lines.push(parseInline(line.trim()));
    }
  }
  return blocks;
}
