import fc from 'fast-check';
import {
  escapeMarkdown,
  nodeTypeDisplayName,
  safeTemplateDescription,
  shopMarkupToPlainText,
} from '../../../lambdas/rules/n8n-template-text';

/** What a Markdown renderer would turn into a link, an image, HTML or code. */
const UNESCAPED_ACTIVE = /(^|[^\\])[[\]()<>`]/;

describe('template text for n8n', () => {
  it('reduces the shop markup to plain text', () => {
    expect(
      shopMarkupToPlainText('**Bold** and *italic*\n- one\n- [site](https://example.com)'),
    ).toBe('Bold and italic\n• one\n• site');
  });

  it('leaves nothing a Markdown renderer would act on, whatever the seller wrote', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        expect(escapeMarkdown(text)).not.toMatch(UNESCAPED_ACTIVE);
        expect(safeTemplateDescription(text)).not.toMatch(UNESCAPED_ACTIVE);
      }),
    );
    expect(safeTemplateDescription('[x](javascript:alert(1)) <img src=x>')).toBe(
      'x &lt;img src\\=x&gt;',
    );
  });

  it('names node types for the cards', () => {
    expect(nodeTypeDisplayName('n8n-nodes-base.scheduleTrigger')).toBe('Schedule Trigger');
    expect(nodeTypeDisplayName('@n8n/n8n-nodes-langchain.lmChatOpenAi')).toBe('Lm Chat Open Ai');
    expect(nodeTypeDisplayName('noOp')).toBe('No Op');
  });
});
