/** index.html turned into one page: its language, head, preloads, markup and state. */
import { LANGUAGE_COOKIE, type Language, RTL_LANGUAGES } from '../../../common/constants.ts';
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

/** The built index.html's entry script and the modulepreload links of its static imports. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The scripts of a server-drawn page start after it has shown (client/public/hydrate.js): its
 * entry and every file it imports are named to that small script instead of being fetched from
 * the head, where they would take the phone's bandwidth from the main picture and its processor
 * from the first paint (Lighthouse counts them against both).
 */
function deferScripts(indexHtml: string, pagePreloads: readonly string[]): string {
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!entry) return indexHtml;
  const preloads = [...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
  const files = [...preloads, ...pagePreloads].map(escapeAttribute).join(' ');
  const starter = `<script defer src="/hydrate.js" data-entry="${escapeAttribute(entry)}" data-preload="${files}" data-language-cookie="${LANGUAGE_COOKIE}"></script>`;
  return indexHtml
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', () => `${starter}</body>`);
}

export function serverDrawnHtml(
  indexHtml: string,
  page: { language: Language; markup: string; state: unknown; preloads: readonly string[] },
): string {
  // React puts the resources a page asks for early (its main picture) first: into the head.
  const hoisted = /^(?:<link [^>]*>)+/.exec(page.markup)?.[0] ?? '';
  const markup = page.markup.slice(hoisted.length);
  const dir = RTL_LANGUAGES.includes(page.language) ? 'rtl' : 'ltr';
  // Replacer functions: a seller's "$&" in the markup must stay text.
  return deferScripts(indexHtml, page.preloads)
    .replace(/<html[^>]*>/, () => `<html lang="${page.language}" dir="${dir}" data-ssr>`)
    .replace('</head>', () => `${hoisted}</head>`)
    .replace(ROOT, () => `<div id="root">${markup}</div>${stateScript(page.state)}`);
}
