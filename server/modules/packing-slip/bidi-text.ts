/**
 * Text in a PDF in any of the three languages, Arabic included (issue 14). PDFKit draws glyphs
 * left to right in the order it is given; it shapes Arabic (joining forms) but does not order
 * mixed text. So each line is cut into runs by bidi level (bidi-js, the Unicode algorithm) and
 * by script, the runs are put in visual order (rule L2: reverse from the highest level down), and
 * each run is drawn with its font: Noto Sans Arabic for Arabic letters, Helvetica otherwise. An
 * Arabic run is given in logical order, as the shaper needs it to join letters; the font engine
 * lays it out right to left. Other right-to-left runs (spaces, punctuation) are reversed here,
 * their brackets mirrored.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

// The package exports only its CSS: its LICENSE, which it does export, tells where it lies.
const fontsDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-arabic/LICENSE')),
  'files',
);
export const ARABIC_FONT_FILES = {
  regular: path.join(fontsDir, 'noto-sans-arabic-arabic-400-normal.woff'),
  bold: path.join(fontsDir, 'noto-sans-arabic-arabic-700-normal.woff'),
};

/** Registers the fonts the slip uses on a new document. */
export function registerFonts(doc: PDFKit.PDFDocument) {
  doc.registerFont('arabic', ARABIC_FONT_FILES.regular);
  doc.registerFont('arabic-bold', ARABIC_FONT_FILES.bold);
}

const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Text that reads left to right whatever surrounds it: a phone number, a reference. */
export function leftToRight(text: string): string {
  return `\u2066${text}\u2069`;
}

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;

interface Run {
  text: string;
  level: number;
  arabic: boolean;
}

export interface TextStyle {
  size: number;
  bold?: boolean;
  /** The paragraph's direction: right to left for the Arabic slip. */
  rtl: boolean;
}

function fontOf(run: Run, style: TextStyle): string {
  if (run.arabic) return style.bold ? 'arabic-bold' : 'arabic';
  return style.bold ? 'Helvetica-Bold' : 'Helvetica';
}

/** The line's runs in visual order, left to right, each ready to draw. */
export function visualRuns(text: string, rtl: boolean): Run[] {
  if (text.length === 0) return [];
  const { levels } = bidi.getEmbeddingLevels(text, rtl ? 'rtl' : 'ltr');
  const runs: Run[] = [];
  let start = 0;
  for (let i = 1; i <= text.length; i++) {
    const arabic = ARABIC.test(text[start] as string);
    if (
      i === text.length ||
      levels[i] !== levels[start] ||
      ARABIC.test(text[i] as string) !== arabic
    ) {
      runs.push({ text: text.slice(start, i), level: levels[start] ?? 0, arabic });
      start = i;
    }
  }
  // L2: from the highest level to the lowest odd one, reverse every sequence at or above it.
  const highest = Math.max(...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => run.level | 1));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < runs.length; i++) {
      if (runs[i]!.level < level) continue;
      let end = i;
      while (end + 1 < runs.length && runs[end + 1]!.level >= level) end++;
      runs.splice(i, end - i + 1, ...runs.slice(i, end + 1).reverse());
      i = end;
    }
  }
  // The direction marks and isolates have done their work: they are not drawn.
  const drawn = runs
    .map((run) => ({ ...run, text: run.text.replace(BIDI_CONTROLS, '') }))
    .filter((run) => run.text.length > 0);
  return drawn.map((run) => {
    if (run.arabic || run.level % 2 === 0) return run;
    const mirrored = [...run.text]
      .reverse()
      .map((char) => bidi.getMirroredCharacter(char) ?? char)
      .join('');
    return { ...run, text: mirrored };
  });
}

function runWidth(doc: PDFKit.PDFDocument, run: Run, style: TextStyle): number {
  return doc.font(fontOf(run, style)).fontSize(style.size).widthOfString(run.text);
}

export function lineWidth(doc: PDFKit.PDFDocument, text: string, style: TextStyle): number {
  return visualRuns(text, style.rtl).reduce((sum, run) => sum + runWidth(doc, run, style), 0);
}

/** Cuts text into lines no wider than `width`, at spaces (a word too long stands alone). */
export function wrapLines(
  doc: PDFKit.PDFDocument,
  text: string,
  width: number,
  style: TextStyle,
): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && lineWidth(doc, candidate, style) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
  }
  return lines;
}

/**
 * Draws `text` from (x, y) within `width`, wrapped, aligned to the start of its direction unless
 * told (`end` aligns to the other side); returns the height it took.
 */
export function drawText(
  doc: PDFKit.PDFDocument,
  text: string,
  box: { x: number; y: number; width: number; align?: 'start' | 'end' | 'center' },
  style: TextStyle,
): number {
  const lineHeight = style.size * 1.35;
  const lines = wrapLines(doc, text, box.width, style);
  lines.forEach((line, index) => {
    const runs = visualRuns(line, style.rtl);
    const total = runs.reduce((sum, run) => sum + runWidth(doc, run, style), 0);
    const toRight = (box.align ?? 'start') === 'start' ? style.rtl : !style.rtl;
    let x =
      box.align === 'center'
        ? box.x + (box.width - total) / 2
        : toRight
          ? box.x + box.width - total
          : box.x;
    // On one baseline whatever the font: Noto Sans Arabic stands taller than Helvetica.
    const baseline = box.y + index * lineHeight + style.size;
    for (const run of runs) {
      doc
        .font(fontOf(run, style))
        .fontSize(style.size)
        .text(run.text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
      x += runWidth(doc, run, style);
    }
  });
  return lines.length * lineHeight;
}
