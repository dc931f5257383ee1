/**
 * Product text as n8n's template preview shows it. The preview renders Markdown, so the shop's
 * own markup (bold, italic, bullets, links) is first reduced to plain text and then every
 * character Markdown or HTML would act on is escaped: a seller's description can never inject
 * a link, an image or HTML into the buyer's n8n.
 */

/** The shop's description markup as plain text: emphasis dropped, links as their text. */
export function shopMarkupToPlainText(markup: string): string {
  return markup
    .replace(/\r\n?/g, '\n')
    .replace(/\[([^\]]*)\]\((?:[^()]|\([^()]*\))*\)/g, '$1')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/\*([^*]+)\*/g, '$1')
    .replace(/^\s*[-*]\s+/gm, '• ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const MARKDOWN_SPECIAL = /[\\`*_{}[\]()#+\-.!|~<>&"'=:]/g;

/** Every Markdown and HTML special character backslash-escaped (entities for < > &). */
export function escapeMarkdown(text: string): string {
  return text.replace(MARKDOWN_SPECIAL, (character) => {
    if (character === '<') return '&lt;';
    if (character === '>') return '&gt;';
    if (character === '&') return '&amp;';
    return `\\${character}`;
  });
}

/** Plain text of the shop's markup, safe to hand to a Markdown renderer. */
export function safeTemplateDescription(markup: string): string {
  return escapeMarkdown(shopMarkupToPlainText(markup))
    .split('\n')
    .map((line) => line.trimEnd())
    .join('  \n');
}

/**
 * "Schedule Trigger" for `n8n-nodes-base.scheduleTrigger`: the name a template card shows for a
 * node type when the library has no node catalogue of its own.
 */
export function nodeTypeDisplayName(type: string): string {
  const base = type.split('.').pop() ?? type;
  const words = base
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : type;
}
