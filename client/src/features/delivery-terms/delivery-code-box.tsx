/**
 * The 4 digits the buyer gives the transporter at the door, shown big while the parcel travels:
 * the same box on the checkout confirmation and on the tracking page.
 */
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function DeliveryCodeBox({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <div
      className="flex items-start gap-3 rounded-lg border-2 border-dashed border-primary bg-primary/5 p-4"
      data-testid="delivery-code-box"
    >
      <KeyRound className="mt-1 size-6 shrink-0 text-primary" aria-hidden />
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium">{t('checkout.confirmation.codeLabel')}</p>
        <p
          className="self-start font-mono text-4xl font-bold tracking-[0.3em] text-primary"
          dir="ltr"
          data-testid="delivery-code"
        >
          {code}
        </p>
        <p className="text-sm text-muted-foreground">{t('checkout.confirmation.codeHint')}</p>
      </div>
    </div>
  );
}
