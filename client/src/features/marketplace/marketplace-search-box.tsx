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
  size?: 'default' | 'lg';
}

/** Search every store's products: the shared search box in a form that opens /marketplace/search?q=…. */
export function MarketplaceSearchBox({
  initialQuery = '',
  className,
  size = 'default',
}: MarketplaceSearchBoxProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [text, setText] = useState(initialQuery);
  const [seen, setSeen] = useState(initialQuery);
  // The search changed from outside (back button, another search): show it.
  if (initialQuery !== seen) {
    setSeen(initialQuery);
    setText(initialQuery);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = text.trim();
    if (q) navigate(paths.marketplace.search(q));
  }

  const height = size === 'lg' ? 'h-12 md:h-12' : 'h-11 md:h-10';
  return (
    <form role="search" onSubmit={submit} className={cn('flex w-full gap-2', className)}>
      <SearchBox
        wrapperClassName="flex-1"
        name="q"
        value={text}
        maxLength={200}
        onValueChange={setText}
        placeholder={t('marketplace.search.placeholder')}
        label={t('marketplace.search.label')}
        enterKeyHint="search"
        className={cn('bg-background', height)}
      />
      <Button type="submit" className={height}>
        {t('marketplace.search.submit')}
      </Button>
    </form>
  );
}
