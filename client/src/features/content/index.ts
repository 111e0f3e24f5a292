/**
 * The footer pages, blog and tutorials: Markdown documents and their views. Pages, app/ and other
 * features reach the content feature only through this file (decision 013).
 */
export * from './api.ts';
export { ArticleCard } from './article-card.tsx';
export { ContentDocumentView } from './content-document.tsx';
export type { ContentDocument } from './content-files.ts';
export { ContentShell } from './content-shell.tsx';
export { ContentLoadError, ContentSkeleton } from './content-states.tsx';
export { MarkdownView } from './markdown-view.tsx';
