/**
 * One layout for every email: a list of blocks drawn twice, as phone-friendly inline-styled HTML
 * (every interpolated value escaped: names and messages are user text) and as the plain-text
 * part, so both always say the same.
 */
import type { Language } from '../../../../common/constants.ts';
import { NO_BREAK_SPACE } from '../../../../common/number-format.ts';

export type Block =
  | { kind: 'paragraph'; text: string }
  /** A customer's or a store's own words, set apart and in their own direction. */
  | { kind: 'quote'; text: string }
  | { kind: 'button'; label: string; url: string }
  /** Label and value rows (order lines, totals); `strong` for the total to pay. */
  | { kind: 'rows'; rows: { label: string; value: string; strong?: boolean }[] }
  /** A short secret the reader must keep (the delivery code). */
  | { kind: 'code'; label: string; value: string; note: string };

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** What the templates need beside their data: where links point, and the unsubscribe token. */
export interface RenderContext {
  language: Language;
  /** https://hanout.tn: the site's origin, without a trailing slash. */
  origin: string;
  /** Null for a password reset, the one email one cannot turn off. */
  unsubscribeToken: string | null;
}

/** Amounts as the screens write them: the emails and the client share one formatter. */
export { formatMoney } from '../../../../common/number-format.ts';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Escaped, with order references (HN-ABC123) kept on one line: a phone would break them at the dash. */
function sentenceHtml(value: string): string {
  return escapeHtml(value).replace(
    /\bHN-[0-9A-Z]+\b/g,
    (reference) => `<span style="white-space:nowrap">${reference}</span>`,
  );
}

/** A subject line: one line whatever the user text in it holds. */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

export function absolute(origin: string, path: string): string {
  return `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Tahoma,Arial,sans-serif";
const ACCENT = '#0f766e';

function blockHtml(block: Block, align: string): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${sentenceHtml(block.text)}</p>`;
    case 'quote':
      return `<p dir="auto" style="margin:0 0 16px;padding:12px 16px;background:#f1f5f9;border-radius:8px;font-size:15px;line-height:1.5;white-space:pre-wrap">${escapeHtml(block.text)}</p>`;
    case 'button':
      return `<p style="margin:24px 0"><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:12px 20px;background:${ACCENT};color:#ffffff;text-decoration:none;border-radius:8px;font-size:16px;font-weight:600">${escapeHtml(block.label)}</a></p>`;
    case 'rows':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse;font-size:15px">${block.rows
        .map(
          (row) =>
            `<tr><td dir="auto" style="padding:6px 0;border-bottom:1px solid #e2e8f0;text-align:${align}${row.strong ? ';font-weight:700' : ''}">${escapeHtml(row.label)}</td><td style="padding:${align === 'right' ? '6px 12px 6px 0' : '6px 0 6px 12px'};border-bottom:1px solid #e2e8f0;white-space:nowrap;text-align:${align === 'right' ? 'left' : 'right'}${row.strong ? ';font-weight:700' : ''}"><bdi>${escapeHtml(row.value)}</bdi></td></tr>`,
        )
        .join('')}</table>`;
    case 'code':
      return `<div style="margin:0 0 16px;padding:12px 16px;border:2px dashed ${ACCENT};border-radius:8px"><p style="margin:0;font-size:14px">${escapeHtml(block.label)}</p><p dir="ltr" style="margin:4px 0;font-size:28px;font-weight:700;letter-spacing:6px;text-align:${align}">${escapeHtml(block.value)}</p><p style="margin:0;font-size:13px;color:#475569">${escapeHtml(block.note)}</p></div>`;
  }
}

function blockText(block: Block, language: Language): string {
  // French sets a (no-break) space before a colon.
  const colon = language === 'fr' ? `${NO_BREAK_SPACE}: ` : ': ';
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'quote':
      return block.text
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n');
    case 'button':
      return `${block.label}${colon}${block.url}`;
    case 'rows':
      return block.rows.map((row) => `${row.label}${colon}${row.value}`).join('\n');
    case 'code':
      return `${block.label} ${block.value}\n${block.note}`;
  }
}

export interface Layout {
  subject: string;
  heading: string;
  blocks: Block[];
  /** The footer's words and the page that turns this kind off; none for a password reset. */
  unsubscribe: { text: string; label: string; url: string } | null;
}

export function renderLayout(language: Language, layout: Layout): RenderedEmail {
  const rtl = language === 'ar';
  const align = rtl ? 'right' : 'left';
  const footerHtml = layout.unsubscribe
    ? `<p style="margin:24px 0 0;font-size:12px;line-height:1.5;color:#64748b">${escapeHtml(layout.unsubscribe.text)} <a href="${escapeHtml(layout.unsubscribe.url)}" style="color:#64748b">${escapeHtml(layout.unsubscribe.label)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${language}" dir="${rtl ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(layout.subject)}</title></head>
<body style="margin:0;padding:0;background:#f8fafc">
<div dir="${rtl ? 'rtl' : 'ltr'}" style="max-width:560px;margin:0 auto;padding:24px 16px;${FONT};color:#0f172a;text-align:${align}">
<p style="margin:0 0 16px;font-size:20px;font-weight:700;color:${ACCENT}">Hanout</p>
<div style="background:#ffffff;border-radius:12px;padding:24px 20px">
<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3">${sentenceHtml(layout.heading)}</h1>
${layout.blocks.map((block) => blockHtml(block, align)).join('\n')}
</div>
${footerHtml}
</div>
</body>
</html>`;
  const text = [
    layout.heading,
    ...layout.blocks.map((block) => blockText(block, language)),
    ...(layout.unsubscribe
      ? [
          `-- \n${layout.unsubscribe.text} ${layout.unsubscribe.label}${language === 'fr' ? `${NO_BREAK_SPACE}: ` : ': '}${layout.unsubscribe.url}`,
        ]
      : []),
  ].join('\n\n');
  return { subject: oneLine(layout.subject), html, text: `${text}\n` };
}
