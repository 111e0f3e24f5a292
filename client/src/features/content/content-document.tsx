import { useEffect, type ReactNode } from 'react';
import type { ContentDocument } from './content-files.ts';
import { ContentShell } from './content-shell.tsx';
import { ArticleMeta } from './article-meta.tsx';
import { MarkdownView } from './markdown-view.tsx';
import type { TocEntry } from './table-of-contents.tsx';

/** The page's sections (its `##` headings), for the table of contents. */
export function tocOf(document: ContentDocument): TocEntry[] {
  return document.blocks.flatMap((block) =>
    block.type === 'heading' && block.level === 2 ? [{ id: block.id, text: block.text }] : [],
  );
}

interface ContentDocumentViewProps {
  document: ContentDocument;
  /** Help and FAQ: `###` questions open and close. */
  questions?: boolean;
  back?: { href: string; label: string };
  /** After the text: the contact form. */
  children?: ReactNode;
}

/** A footer page or an article: its title, summary, sections and text. */
export function ContentDocumentView({
  document,
  questions,
  back,
  children,
}: ContentDocumentViewProps) {
  // The words arrive after the page: a link to #section could not scroll there on its own.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) window.document.getElementById(id)?.scrollIntoView();
  }, [document.path]);
  return (
    <ContentShell
      title={document.meta.title}
      description={document.meta.description}
      meta={<ArticleMeta meta={document.meta} className="mt-4" />}
      back={back}
      language={document.language}
      toc={tocOf(document)}
    >
      <MarkdownView blocks={document.blocks} questions={questions} />
      {children}
    </ContentShell>
  );
}
