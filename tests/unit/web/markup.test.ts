import { parseInline, parseMarkup, safeHref } from '../../../web/src/lib/markup';

describe('markup tokenizer', () => {
  it('parses bold, italic and links inline', () => {
    expect(
      parseInline('Let **OpenAI** write a *draft*, see [docs](https://example.com/a).'),
    ).toEqual([
      { type: 'text', text: 'Let ' },
      { type: 'bold', children: [{ type: 'text', text: 'OpenAI' }] },
      { type: 'text', text: ' write a ' },
      { type: 'italic', children: [{ type: 'text', text: 'draft' }] },
      { type: 'text', text: ', see ' },
      { type: 'link', href: 'https://example.com/a', text: 'docs' },
      { type: 'text', text: '.' },
    ]);
  });

  it('nests italic inside bold', () => {
    expect(parseInline('**a *b* c**')).toEqual([
      {
        type: 'bold',
        children: [
          { type: 'text', text: 'a ' },
          { type: 'italic', children: [{ type: 'text', text: 'b' }] },
          { type: 'text', text: ' c' },
        ],
      },
    ]);
  });

  it('keeps unclosed or empty markers as text', () => {
    expect(parseInline('2 * 3 = 6 and **open')).toEqual([
      { type: 'text', text: '2 * 3 = 6 and **open' },
    ]);
    expect(parseInline('****')).toEqual([{ type: 'text', text: '****' }]);
    expect(parseInline('[no link]')).toEqual([{ type: 'text', text: '[no link]' }]);
  });

  it('only links to http(s) URLs', () => {
    expect(parseInline('[x](javascript:alert(1))')).toEqual([
      { type: 'text', text: '[x](javascript:alert(1))' },
    ]);
    expect(parseInline('[x](/relative)')).toEqual([{ type: 'text', text: '[x](/relative)' }]);
    expect(safeHref('http://example.com')).toBe('http://example.com/');
    expect(safeHref('data:text/html,hi')).toBeNull();
    expect(safeHref('https://')).toBeNull();
  });

  it('keeps markup-looking HTML as plain text', () => {
    expect(parseInline('<img src=x onerror=alert(1)>')).toEqual([
      { type: 'text', text: '<img src=x onerror=alert(1)>' },
    ]);
  });

  it('splits paragraphs on blank lines and groups bullet lines into lists', () => {
    const blocks = parseMarkup('Intro line\nsecond line\n\n- one\n- **two**\n\nOutro\r\n- tail');
    expect(blocks).toEqual([
      {
        type: 'paragraph',
        lines: [[{ type: 'text', text: 'Intro line' }], [{ type: 'text', text: 'second line' }]],
      },
      {
        type: 'list',
        items: [
          [{ type: 'text', text: 'one' }],
          [{ type: 'bold', children: [{ type: 'text', text: 'two' }] }],
        ],
      },
      { type: 'paragraph', lines: [[{ type: 'text', text: 'Outro' }]] },
      { type: 'list', items: [[{ type: 'text', text: 'tail' }]] },
    ]);
  });

  it('gives nothing for empty input', () => {
    expect(parseMarkup('')).toEqual([]);
    expect(parseMarkup(undefined)).toEqual([]);
    expect(parseMarkup('\n  \n')).toEqual([]);
  });

  it('does not treat a dash without a space as a bullet', () => {
    expect(parseMarkup('-5 degrees')).toEqual([
      { type: 'paragraph', lines: [[{ type: 'text', text: '-5 degrees' }]] },
    ]);
  });
});
