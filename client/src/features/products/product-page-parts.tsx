import { PackageX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { BackLink } from '../../components/back-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { paths } from '../../../../common/routes.ts';

export function BackToProducts({
  href = paths.products.list,
  label,
}: {
  href?: string;
  label?: string;
}) {
  const { t } = useTranslation();
  return <BackLink href={href} label={label ?? t('products.backToList')} />;
}

/** A product that is missing, another store's, or an id that is not one (404). */
export function ProductNotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={PackageX}
      title={
        <span role="heading" aria-level={1}>
          {t('products.notFoundTitle')}
        </span>
      }
      description={t('products.notFoundText')}
      action={
        <Button asChild>
          <Link href={paths.products.list}>{t('products.backToList')}</Link>
        </Button>
      }
    />
  );
}

/** Failure other than 404: say so and offer to try again. */
export function ProductLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('products.loadError')}
      action={
        <Button variant="outline" onClick={onRetry}>
          {t('products.retry')}
        </Button>
      }
    />
  );
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function ProductPageSkeleton() {
  const { t } = useTranslation();
  return (
    <Card role="status" aria-label={t('common.loading')}>
      <CardContent className="grid gap-6 pt-4 sm:pt-6 md:grid-cols-2">
        <Skeleton className="aspect-4/3 w-full" />
        <div className="flex flex-col gap-4">
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="h-6 w-24 rounded-full" />
          <Skeleton className="h-7 w-32" />
          <Skeleton className="h-20 w-full" />
        </div>
      </CardContent>
    </Card>
  );
}
