import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

export interface TocEntry {
  id: string;
  text: string;
}

function Entries({ entries }: { entries: TocEntry[] }) {
  return (
    <ol className="flex flex-col gap-1 text-sm">
      {entries.map((entry) => (
        <li key={entry.id}>
          {/* A plain anchor: the page stays, the browser scrolls to the section. */}
          <a
            href={`#${entry.id}`}
            className="block rounded-md px-2 py-1.5 text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring"
          >
            {entry.text}
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * "On this page": folded under the title on phones (a long policy should not push its text a
 * screen down), a list that follows the reader beside the text on wide screens.
 */
export function TableOfContents({
  entries,
  variant,
}: {
  entries: TocEntry[];
  variant: 'folded' | 'aside';
}) {
  const { t } = useTranslation();
  if (variant === 'aside') {
    return (
      <nav aria-label={t('content.onThisPage')} className="flex flex-col gap-2">
        <p className="px-2 text-sm font-semibold">{t('content.onThisPage')}</p>
        <Entries entries={entries} />
      </nav>
    );
  }
  return (
    <details className={cn('group rounded-lg border bg-card')}>
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-4 py-2 text-sm font-semibold [&::-webkit-details-marker]:hidden">
        {t('content.onThisPage')}
        <ChevronDown
          className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
          aria-hidden
        />
      </summary>
      <nav aria-label={t('content.onThisPage')} className="border-t px-2 py-2">
        <Entries entries={entries} />
      </nav>
    </details>
  );
}
