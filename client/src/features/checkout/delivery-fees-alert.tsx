/**
 * Why Place order is disabled when a delivery fee is not known: the terms request failed, or a
 * store of the cart is missing from the answer. An order is never placed with a fee the buyer did
 * not see (the cart promised checkout would show it); Retry reads the terms again.
 */
import { AlertTriangle, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { isolate } from '../../lib/format.ts';

export function DeliveryFeesAlert({
  failed,
  missingStores,
  retrying,
  onRetry,
}: {
  /** The request for the stores' terms failed. */
  failed: boolean;
  /** Names of the cart's stores whose terms the answer did not hold. */
  missingStores: readonly string[];
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t, i18n } = useTranslation();
  if (!failed && missingStores.length === 0) return null;
  return (
    <div
      role="alert"
      data-testid="delivery-fees-alert"
      className="flex gap-3 rounded-lg border border-destructive/50 bg-destructive/10 p-4 text-sm"
    >
      <AlertTriangle className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="font-semibold text-destructive">{t('checkout.feesUnknown.title')}</p>
        <p>
          {failed
            ? t('checkout.feesUnknown.failed')
            : t('checkout.feesUnknown.missing', {
                stores: new Intl.ListFormat(i18n.resolvedLanguage ?? 'en').format(
                  missingStores.map((name) => isolate(name)),
                ),
                count: missingStores.length,
              })}
        </p>
        <Button
          type="button"
          variant="outline"
          className="h-11 self-start md:h-10"
          disabled={retrying}
          onClick={onRetry}
        >
          <RotateCw className="size-4" aria-hidden />
          {t('checkout.feesUnknown.retry')}
        </Button>
      </div>
    </div>
  );
}
