/**
 * A product an operator hid from the marketplace, as its seller sees it: a badge in the product
 * list, and on the product's own pages the operator's reason and what to do about it.
 */
import { EyeOff, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../../../common/routes.ts';
import type { Product } from '../../../../common/contracts/products.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { isolate } from '../../lib/format.ts';

type Hidden = NonNullable<Product['hidden']>;

/** The sentence puts its own full stop after the reason: one the operator typed would double it. */
function withoutFinalStop(reason: string): string {
  return reason.trim().replace(/[.。]+$/u, '');
}

/** "Hidden by Hanout", in red: the product is not on the marketplace. */
export function HiddenProductBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="destructive" className={className} data-testid="hidden-badge">
      <EyeOff aria-hidden />
      {t('moderation.hiddenBadge')}
    </Badge>
  );
}

/** The operator's reason on the product's view and edit pages, with the way to the contact page. */
export function HiddenProductNotice({ hidden, className }: { hidden: Hidden; className?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      data-testid="hidden-product-notice"
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-destructive/40 bg-destructive-soft p-4 sm:flex-row sm:items-center sm:gap-4',
        className,
      )}
    >
      <div className="flex flex-1 items-start gap-3">
        <EyeOff className="size-6 shrink-0 text-destructive" aria-hidden />
        <p className="text-sm">
          {t('moderation.hiddenNotice', { reason: isolate(withoutFinalStop(hidden.reason)) })}
        </p>
      </div>
      <Button asChild variant="outline" className="h-11 bg-background md:h-10">
        <Link href={paths.contact}>
          <Mail aria-hidden />
          {t('moderation.writeToUs')}
        </Link>
      </Button>
    </div>
  );
}
