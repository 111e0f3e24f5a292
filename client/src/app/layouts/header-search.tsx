/**
 * The public header's product search, on every public page: a field in the header from md; on
 * phones a magnifier that opens a full-width row under the header. Submitting opens the browse
 * page with `q` (a new search starts without the previous filters). On the browse page the box
 * shows the search in force.
 */
import { Search, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { MarketplaceSearchBox } from '../../features/marketplace/index.ts';
import { ROUTES } from '../../../../common/routes.ts';

function useSearchInForce(): string {
  const [pathname] = useLocation();
  const [params] = useSearchParams();
  return pathname === ROUTES.marketplaceProducts ? (params.get('q') ?? '') : '';
}

/** The marketplace's search box, showing the search in force and opening the whole catalog when empty. */
function SearchForm(props: {
  id: string;
  autoFocus?: boolean;
  onDone?: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <MarketplaceSearchBox
      id={props.id}
      autoFocus={props.autoFocus}
      className={props.className}
      size="sm"
      initialQuery={useSearchInForce()}
      ariaLabel={t('nav.openSearch')}
      browseWhenEmpty
      onSubmitted={props.onDone}
    />
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
