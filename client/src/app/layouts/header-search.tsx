/**
 * The public header's product search, on every public page: a field in the header from md; on
 * phones a magnifier that opens a full-width row under the header. Submitting opens the browse
 * page with `q` (a new search starts without the previous filters). On the browse page the box
 * shows the search in force.
 */
import { Search, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'wouter';
import { SearchBox } from '../../components/search-box.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { paths, ROUTES } from '../../../../common/routes.ts';

function useSearchInForce(): string {
  const [pathname] = useLocation();
  const [params] = useSearchParams();
  return pathname === ROUTES.marketplaceProducts ? (params.get('q') ?? '') : '';
}

function SearchForm({
  id,
  autoFocus,
  onDone,
  className,
}: {
  id: string;
  autoFocus?: boolean;
  onDone?: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const inForce = useSearchInForce();
  const [text, setText] = useState(inForce);
  const [seen, setSeen] = useState(inForce);
  // The search changed from outside (back button, a removed chip): show it.
  if (inForce !== seen) {
    setSeen(inForce);
    setText(inForce);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = text.trim();
    navigate(paths.marketplace.products({ q: q || undefined }));
    onDone?.();
  }

  return (
    <form
      role="search"
      aria-label={t('nav.openSearch')}
      onSubmit={submit}
      className={cn('flex min-w-0 gap-2', className)}
    >
      <SearchBox
        id={id}
        wrapperClassName="flex-1"
        name="q"
        value={text}
        maxLength={200}
        onValueChange={setText}
        placeholder={t('marketplace.search.placeholder')}
        label={t('marketplace.search.label')}
        enterKeyHint="search"
        autoFocus={autoFocus}
        className="h-10 bg-background"
      />
      <Button type="submit" className="h-10 shrink-0">
        {t('marketplace.search.submit')}
      </Button>
    </form>
  );
}

/** The field itself, from md: sits in the header between the links and the buttons. */
export function HeaderSearchField({ className }: { className?: string }) {
  return <SearchForm id="header-search" className={className} />;
}

/** Phones: the magnifier in the header's buttons, and the row it opens under the header. */
export function useHeaderSearchToggle() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const toggle = (
    <Button
      variant="ghost"
      size="icon"
      className="md:hidden"
      aria-expanded={open}
      aria-controls="header-search-row"
      aria-label={open ? t('nav.closeSearch') : t('nav.openSearch')}
      onClick={() => setOpen((value) => !value)}
    >
      {open ? <X className="size-5" /> : <Search className="size-5" />}
    </Button>
  );
  const row = open ? (
    <div id="header-search-row" className="border-t px-4 py-2 md:hidden">
      <SearchForm id="header-search-phone" autoFocus onDone={() => setOpen(false)} />
    </div>
  ) : null;
  return { toggle, row, close: () => setOpen(false) };
}
