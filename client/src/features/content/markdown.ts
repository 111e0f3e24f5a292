/**
 * A small Markdown reader for the content pages' subset: `##`-`####` headings, paragraphs, `-`
 * and `1.` lists (nested by indentation), `>` quotes, `---` rules, and inline `**bold**`,
 * `*italic*`, `` `code` ``, `[text](href)`. It builds a tree that markdown-view.tsx turns into
 * React elements, so no HTML string is ever injected: anything else in a file stays plain text.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] };

export type Block =
  | { type: 'heading'; level: 2 | 3 | 4; id: string; text: string; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; items: Block[][] }
  | { type: 'quote'; children: Block[] }
  | { type: 'rule' };

const HEADING = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const QUOTE = /^ {0,3}>/;
const LIST_ITEM = /^( *)([-*+]|\d{1,9}[.)])([ \t]+|$)(.*)$/;

const isBlank = (line: string) => line.trim() === '';
const indentOf = (line: string) => /^ */.exec(line)?.[0].length ?? 0;

function startsBlock(line: string): boolean {
  return HEADING.test(line) || RULE.test(line) || QUOTE.test(line) || LIST_ITEM.test(line);
}

/** "Cash on delivery: how?" → "cash-on-delivery-how"; Arabic letters are kept as they are. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** The text of inline nodes without their marks, for ids and tables of contents. */
export function plainText(nodes: Inline[]): string {
  return nodes
    .map((node) =>
      node.type === 'text' || node.type === 'code' ? node.text : plainText(node.children),
    )
    .join('');
}

// ── Inline ──────────────────────────────────────────────────────────────────────────────────

const ESCAPABLE = /[\\`*_[\]()#+\-.!>]/;

/** Where `delimiter` closes a span whose text starts at `from`, or -1. Skips code and escapes. */
function findClosing(text: string, from: number, delimiter: string): number {
  const single = delimiter.length === 1;
  for (let i = from; i < text.length; i++) {
    const char = text[i];
    if (char === '\\') {
      i++;
      continue;
    }
    if (char === '`') {
      const end = text.indexOf('`', i + 1);
      if (end === -1) return -1;
      i = end;
      continue;
    }
    if (!text.startsWith(delimiter, i)) continue;
    if (single && text[i + 1] === delimiter) {
      // **bold** inside *italic*: its marks are not the italic's end.
      const end = findClosing(text, i + 2, delimiter + delimiter);
      i = end === -1 ? i + 1 : end + 1;
      continue;
    }
    if (i === from || /\s/.test(text[i - 1] ?? '')) continue;
    // _ marks only whole words, so snake_case stays as typed.
    if (delimiter[0] === '_' && /[\p{L}\p{N}]/u.test(text[i + delimiter.length] ?? '')) continue;
    return i;
  }
  return -1;
}

/** The index of the `]` matching the `[` at `open`, or -1. */
function findBracket(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '[') depth++;
    else if (text[i] === ']' && --depth === 0) return i;
  }
  return -1;
}

export function parseInline(text: string): Inline[] {
  const nodes: Inline[] = [];
  let buffer = '';
  const flush = () => {
    if (buffer) nodes.push({ type: 'text', text: buffer });
    buffer = '';
  };
  let i = 0;
  while (i < text.length) {
    const char = text[i] ?? '';
    const next = text[i + 1] ?? '';
    if (char === '\\' && ESCAPABLE.test(next)) {
      buffer += next;
      i += 2;
      continue;
    }
    if (char === '`') {
      const end = text.indexOf('`', i + 1);
      if (end > i + 1) {
        flush();
        nodes.push({ type: 'code', text: text.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if ((char === '*' || char === '_') && next === char && !/\s/.test(text[i + 2] ?? ' ')) {
      const end = findClosing(text, i + 2, char + char);
      if (end > i + 2) {
        flush();
        nodes.push({ type: 'strong', children: parseInline(text.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    }
    const wordBefore = /[\p{L}\p{N}]/u.test(text[i - 1] ?? '');
    if (
      (char === '*' || (char === '_' && !wordBefore)) &&
      next !== char &&
      !/\s/.test(next || ' ')
    ) {
      const end = findClosing(text, i + 1, char);
      if (end > i + 1) {
        flush();
        nodes.push({ type: 'em', children: parseInline(text.slice(i + 1, end)) });
        i = end + 1;
        continue;
      }
    }
    if (char === '[') {
      const close = findBracket(text, i);
      const target = close > 0 && text[close + 1] === '(' ? text.indexOf(')', close + 2) : -1;
      if (target > 0) {
        flush();
        // A title after the address ([a](/b "Title")) is dropped: the text says it already.
        const href =
          text
            .slice(close + 2, target)
            .trim()
            .split(/\s+/)[0] ?? '';
        nodes.push({ type: 'link', href, children: parseInline(text.slice(i + 1, close)) });
        i = target + 1;
        continue;
      }
    }
    buffer += char;
    i++;
  }
  flush();
  return nodes;
}

// ── Blocks ──────────────────────────────────────────────────────────────────────────────────

interface ListStart {
  indent: number;
  ordered: boolean;
  start: number;
  /** Column where the item's text starts: its continuation lines are indented to it. */
  contentIndent: number;
  first: string;
}

function listStart(line: string): ListStart | null {
  const match = LIST_ITEM.exec(line);
  if (!match) return null;
  const [, spaces = '', marker = '', gap = '', rest = ''] = match;
  const ordered = /\d/.test(marker);
  return {
    indent: spaces.length,
    ordered,
    start: ordered ? Number.parseInt(marker, 10) : 1,
    contentIndent: spaces.length + marker.length + Math.max(1, Math.min(gap.length, 4)),
    first: rest,
  };
}

function dedent(line: string, amount: number): string {
  return line.slice(Math.min(indentOf(line), amount));
}

/** Reads one list from `lines[at]`; returns it and the index after it. */
function parseList(lines: string[], at: number): [Block, number] {
  const head = listStart(lines[at] ?? '') as ListStart;
  const items: Block[][] = [];
  let i = at;
  while (i < lines.length) {
    const item = listStart(lines[i] ?? '');
    if (!item || item.ordered !== head.ordered || item.indent > head.indent + 1) break;
    const body = [item.first];
    i++;
    while (i < lines.length) {
      const line = lines[i] ?? '';
      if (isBlank(line)) {
        // A blank line continues the item only if indented text follows.
        const following = lines.slice(i + 1).find((candidate) => !isBlank(candidate));
        if (following === undefined || indentOf(following) < item.contentIndent) break;
        body.push('');
        i++;
        continue;
      }
      const indented = indentOf(line) >= Math.min(item.contentIndent, head.indent + 2);
      const lazy = !startsBlock(line) && !isBlank(body[body.length - 1] ?? '');
      if (!indented && !lazy) break;
      body.push(indented ? dedent(line, item.contentIndent) : line);
      i++;
    }
    items.push(parseBlocks(body));
    // Blank lines between items keep the list going.
    let j = i;
    while (j < lines.length && isBlank(lines[j] ?? '')) j++;
    const again = listStart(lines[j] ?? '');
    if (j > i && again && again.ordered === head.ordered && again.indent <= head.indent + 1) i = j;
  }
  return [{ type: 'list', ordered: head.ordered, start: head.start, items }, i];
}

function parseBlocks(lines: string[]): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (isBlank(line)) {
      i++;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const children = parseInline(heading[2] ?? '');
      const text = plainText(children);
      // The page's title is its only h1: a # in a file reads as a section.
      const level = Math.min(Math.max(heading[1]?.length ?? 2, 2), 4) as 2 | 3 | 4;
      blocks.push({ type: 'heading', level, id: slugify(text), text, children });
      i++;
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({ type: 'rule' });
      i++;
      continue;
    }
    if (QUOTE.test(line)) {
      const quoted: string[] = [];
      while (i < lines.length && !isBlank(lines[i] ?? '')) {
        const current = lines[i] ?? '';
        if (!QUOTE.test(current) && startsBlock(current)) break;
        quoted.push(current.replace(/^ {0,3}> ?/, ''));
        i++;
      }
      blocks.push({ type: 'quote', children: parseBlocks(quoted) });
      continue;
    }
    if (listStart(line)) {
      const [list, after] = parseList(lines, i);
      blocks.push(list);
      i = after;
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length && !isBlank(lines[i] ?? '') && !startsBlock(lines[i] ?? '')) {
      paragraph.push((lines[i] ?? '').trim());
      i++;
    }
    blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
  }
  return blocks;
}

/** Two headings with the same words get distinct ids: "returns", "returns-2". */
function uniqueIds(blocks: Block[], seen = new Map<string, number>()): Block[] {
  for (const block of blocks) {
    if (block.type === 'heading') {
      const base = block.id || 'section';
      const count = (seen.get(base) ?? 0) + 1;
      seen.set(base, count);
      block.id = count === 1 ? base : `${base}-${count}`;
    } else if (block.type === 'quote') uniqueIds(block.children, seen);
    else if (block.type === 'list') block.items.forEach((item) => uniqueIds(item, seen));
  }
  return blocks;
}

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').replace(/\t/g, '    ').split('\n');
  return uniqueIds(parseBlocks(lines));
}
