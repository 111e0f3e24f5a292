/** index.html turned into one page: its language, head, preloads, markup and state. */
import { type Language, RTL_LANGUAGES } from '../../../common/constants.ts';
import { HYDRATION_STATE_ID } from './constants.ts';

const ROOT = '<div id="root"></div>';

/** JSON inside <script>: a "</script>" or "<!--" in a seller's text must stay text. */
export function stateScript(state: unknown): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script id="${HYDRATION_STATE_ID}" type="application/json">${json}</script>`;
}

/** A page the browser draws itself, told who is signed in. */
export function shellHtml(indexHtml: string, state: unknown): string {
  return indexHtml.replace(ROOT, () => `${ROOT}${stateScript(state)}`);
}

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function serverDrawnHtml(
  indexHtml: string,
  page: { language: Language; markup: string; state: unknown; preloads: readonly string[] },
): string {
  // React puts the resources a page asks for early (its main picture) first: into the head.
  const hoisted = /^(?:<link [^>]*>)+/.exec(page.markup)?.[0] ?? '';
  const markup = page.markup.slice(hoisted.length);
  const dir = RTL_LANGUAGES.includes(page.language) ? 'rtl' : 'ltr';
  const preloads = page.preloads
    .map((file) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`)
    .join('');
  // Replacer functions: a seller's "$&" in the markup must stay text.
  return indexHtml
    .replace(/<html[^>]*>/, () => `<html lang="${page.language}" dir="${dir}" data-ssr>`)
    .replace('</head>', () => `${hoisted}${preloads}</head>`)
    .replace(ROOT, () => `<div id="root">${markup}</div>${stateScript(page.state)}`);
}
