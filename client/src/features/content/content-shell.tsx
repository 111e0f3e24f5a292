import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Language } from '../../../../common/constants.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { useContentLanguage } from './api.ts';
import { directionOfContent } from './content-files.ts';
import { TableOfContents, type TocEntry } from './table-of-contents.tsx';

/** Pages with fewer sections than this read well without a table of contents. */
const TOC_MIN_ENTRIES = 3;

interface ContentShellProps {
  title: string;
  description?: string;
  /** Under the title: an article's date and reading time. */
  meta?: ReactNode;
  back?: { href: string; label: string };
  /** The language the words are in, when it may not be the interface's (English fallback). */
  language?: Language;
  toc?: TocEntry[];
  /** An index of cards: the full width of the page, not a reading column. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * The frame of every content page: a readable column (about 70 characters a line), the title and
 * its one-sentence summary, and on long pages a table of contents.
 */
export function ContentShell({
  title,
  description,
  meta,
  back,
  language,
  toc = [],
  wide = false,
  children,
}: ContentShellProps) {
  const { t } = useTranslation();
  const interfaceLanguage = useContentLanguage();
  const showToc = toc.length >= TOC_MIN_ENTRIES;
  const fallback = language !== undefined && language !== interfaceLanguage;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      <div
        className={cn(
          showToc && 'lg:grid lg:grid-cols-[minmax(0,48rem)_15rem] lg:justify-center lg:gap-12',
        )}
      >
        <article
          className={cn('min-w-0', !wide && 'max-w-3xl', !wide && !showToc && 'mx-auto')}
          lang={fallback ? language : undefined}
          dir={fallback ? directionOfContent(language) : undefined}
        >
          {back && (
            <Button variant="ghost" asChild className="-ms-3 mb-4 h-11 w-fit max-w-full md:h-10">
              <Link href={back.href}>
                <ArrowLeft className="rtl:-scale-x-100" aria-hidden />
                <span className="truncate">{back.label}</span>
              </Link>
            </Button>
          )}
          <header className="border-b pb-6">
            <h1 className="text-3xl leading-tight font-bold sm:text-4xl">{title}</h1>
            {description && (
              <p className="mt-3 max-w-3xl text-lg leading-relaxed text-muted-foreground">
                {description}
              </p>
            )}
            {meta}
          </header>
          {fallback && (
            <p
              lang={interfaceLanguage}
              dir={directionOfContent(interfaceLanguage)}
              className="mt-6 rounded-md bg-muted px-4 py-3 text-sm text-muted-foreground"
            >
              {t('content.fallbackNotice')}
            </p>
          )}
          {showToc && (
            <div className="mt-6 lg:hidden">
              <TableOfContents entries={toc} variant="folded" />
            </div>
          )}
          <div className="mt-8">{children}</div>
        </article>
        {showToc && (
          <aside className="hidden lg:block">
            <div className="sticky top-24 max-h-[calc(100dvh-7rem)] overflow-y-auto">
              <TableOfContents entries={toc} variant="aside" />
            </div>
          </aside>
        )}
      </div>
    </div>
  );
}
