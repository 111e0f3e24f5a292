import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, slugify } from './markdown.ts';

describe('inline Markdown', () => {
  it('reads bold, italic, code and links, nested', () => {
    expect(parseInline('Pay **in cash, *at the door* only** or see [the FAQ](/faq).')).toEqual([
      { type: 'text', text: 'Pay ' },
      {
        type: 'strong',
        children: [
          { type: 'text', text: 'in cash, ' },
          { type: 'em', children: [{ type: 'text', text: 'at the door' }] },
          { type: 'text', text: ' only' },
        ],
      },
      { type: 'text', text: ' or see ' },
      { type: 'link', href: '/faq', children: [{ type: 'text', text: 'the FAQ' }] },
      { type: 'text', text: '.' },
    ]);
    expect(parseInline('*it **bold** it*')).toEqual([
      {
        type: 'em',
        children: [
          { type: 'text', text: 'it ' },
          { type: 'strong', children: [{ type: 'text', text: 'bold' }] },
          { type: 'text', text: ' it' },
        ],
      },
    ]);
    expect(parseInline('Total `45.00 DT`')).toEqual([
      { type: 'text', text: 'Total ' },
      { type: 'code', text: '45.00 DT' },
    ]);
  });

  it('leaves what is not a mark as typed', () => {
    const plain = (text: string) => [{ type: 'text', text }];
    expect(parseInline('2 * 3 = 6 and snake_case_name')).toEqual(
      plain('2 * 3 = 6 and snake_case_name'),
    );
    expect(parseInline('a **lonely mark')).toEqual(plain('a **lonely mark'));
    expect(parseInline('\\*not italic\\*')).toEqual(plain('*not italic*'));
    expect(parseInline('[no link] (here)')).toEqual(plain('[no link] (here)'));
    expect(parseInline('<script>alert(1)</script>')).toEqual(plain('<script>alert(1)</script>'));
  });

  it('keeps a link’s address without its title', () => {
    expect(parseInline('[mail](mailto:contact@hanout.tn "Write")')).toEqual([
      {
        type: 'link',
        href: 'mailto:contact@hanout.tn',
        children: [{ type: 'text', text: 'mail' }],
      },
    ]);
  });
});

describe('block Markdown', () => {
  it('reads headings, paragraphs, lists and quotes', () => {
    const blocks = parseMarkdown(
      [
        '# Title in the file',
        '',
        'First line',
        'continues here.',
        '',
        '## Buyers',
        '',
        '### Do I need an account?',
        'No.',
        '',
        '- one',
        '- two',
        '  still two',
        '  - nested',
        '',
        '1. first',
        '2. second',
        '',
        '> Quoted **words**',
        '> go on.',
        '',
        '---',
      ].join('\n'),
    );
    expect(blocks.map((block) => block.type)).toEqual([
      'heading',
      'paragraph',
      'heading',
      'heading',
      'paragraph',
      'list',
      'list',
      'quote',
      'rule',
    ]);
    expect(blocks[0]).toMatchObject({ level: 2, id: 'title-in-the-file' });
    expect(blocks[1]).toEqual({
      type: 'paragraph',
      children: [{ type: 'text', text: 'First line continues here.' }],
    });
    expect(blocks[3]).toMatchObject({
      level: 3,
      id: 'do-i-need-an-account',
      text: 'Do I need an account?',
    });
    const bullets = blocks[5];
    if (bullets?.type !== 'list') throw new Error('expected a list');
    expect(bullets.ordered).toBe(false);
    expect(bullets.items).toHaveLength(2);
    expect(bullets.items[1]?.map((block) => block.type)).toEqual(['paragraph', 'list']);
    expect(bullets.items[1]?.[0]).toEqual({
      type: 'paragraph',
      children: [{ type: 'text', text: 'two still two' }],
    });
    expect(blocks[6]).toMatchObject({ type: 'list', ordered: true, start: 1 });
    expect(blocks[7]).toEqual({
      type: 'quote',
      children: [
        {
          type: 'paragraph',
          children: [
            { type: 'text', text: 'Quoted ' },
            { type: 'strong', children: [{ type: 'text', text: 'words' }] },
            { type: 'text', text: ' go on.' },
          ],
        },
      ],
    });
  });

  it('keeps one list across blank lines between its items', () => {
    const blocks = parseMarkdown('1. a\n\n2. b\n\n3. c\n\nAfter.');
    expect(blocks.map((block) => block.type)).toEqual(['list', 'paragraph']);
    expect(blocks[0]?.type === 'list' && blocks[0].items).toHaveLength(3);
  });

  it('gives headings ids that stay distinct, Arabic included', () => {
    const blocks = parseMarkdown('## الدفع عند الاستلام\n\n## Returns\n\n## Returns');
    expect(blocks.map((block) => block.type === 'heading' && block.id)).toEqual([
      'الدفع-عند-الاستلام',
      'returns',
      'returns-2',
    ]);
    expect(slugify('Cash on delivery: how?')).toBe('cash-on-delivery-how');
  });
});
