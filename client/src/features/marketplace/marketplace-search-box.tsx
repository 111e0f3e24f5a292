import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { SearchBox } from '../../components/search-box.tsx';
import { cn } from '../../lib/cn.ts';
import { paths } from '../../../../common/routes.ts';

interface MarketplaceSearchBoxProps {
  /** The search in force, to prefill the box on the results page. */
  initialQuery?: string;
  className?: string;
  size?: 'sm' | 'default' | 'lg';
  id?: string;
  autoFocus?: boolean;
  /** The form's accessible name, where the page has several search forms. */
  ariaLabel?: string;
  /** An empty search opens the whole catalog (the header's box) instead of doing nothing. */
  browseWhenEmpty?: boolean;
  /** After the browse page was opened (the header closes its phone row). */
  onSubmitted?: () => void;
}

const HEIGHTS = { sm: 'h-10', default: 'h-11 md:h-10', lg: 'h-12 md:h-12' } as const;

/** Search every store's products: the shared search box in a form that opens the browse page with `q`. */
export function MarketplaceSearchBox({
  initialQuery = '',
  className,
  size = 'default',
  id,
  autoFocus,
  ariaLabel,
  browseWhenEmpty = false,
  onSubmitted,
}: MarketplaceSearchBoxProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [text, setText] = useState(initialQuery);
  const [seen, setSeen] = useState(initialQuery);
  // The search changed from outside (back button, another search, a removed chip): show it.
  if (initialQuery !== seen) {
    setSeen(initialQuery);
    setText(initialQuery);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = text.trim();
    if (!q && !browseWhenEmpty) return;
    navigate(paths.marketplace.products({ q: q || undefined }));
    onSubmitted?.();
  }

  const height = HEIGHTS[size];
  return (
    <form
      role="search"
      aria-label={ariaLabel}
      // Sent by the browser itself before the app has started (a server-drawn page): same page.
      action={paths.marketplace.products()}
      onSubmit={submit}
      className={cn('flex w-full min-w-0 gap-2', className)}
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
        className={cn('bg-background', height)}
      />
      <Button type="submit" className={cn('shrink-0', height)}>
        {t('marketplace.search.submit')}
      </Button>
    </form>
  );
}
