import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { PageSpinner } from '../components/page-spinner.tsx';
import { paths } from '../../../common/routes.ts';

/**
 * /marketplace/search?q=… from older links and bookmarks: the search is the browse page now, so
 * the same search opens there (the history entry is replaced: Back does not bounce here).
 */
export default function MarketplaceSearchPage() {
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const q = params.get('q')?.trim() ?? '';
  useEffect(() => {
    navigate(paths.marketplace.products({ q: q || undefined }), { replace: true });
  }, [navigate, q]);
  return <PageSpinner />;
}
