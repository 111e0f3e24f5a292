import {
  Banknote,
  ClipboardList,
  Languages,
  MessagesSquare,
  Store,
  Truck,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

const FEATURES: { key: string; icon: LucideIcon }[] = [
  { key: 'store', icon: Store },
  { key: 'orders', icon: ClipboardList },
  { key: 'messages', icon: MessagesSquare },
  { key: 'cod', icon: Banknote },
  { key: 'transporters', icon: Truck },
  { key: 'languages', icon: Languages },
];

/** Why sign up: what a seller gets, beside the forms on desktop and below them on phones. */
export function AuthMarketingPanel({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="auth-panel-title"
      className={cn(
        'relative overflow-hidden rounded-2xl bg-primary p-6 text-primary-foreground sm:p-10',
        className,
      )}
    >
      {/* A soft tile pattern, a nod to the faience of Tunisian houses; decoration only. */}
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 opacity-10 [background-image:radial-gradient(circle_at_center,currentColor_1.5px,transparent_1.5px),radial-gradient(circle_at_center,currentColor_1px,transparent_1px)] [background-position:0_0,14px_14px] [background-size:28px_28px]"
      />
      <div className="relative grid gap-6">
        <div className="grid gap-2">
          <p className="text-sm font-medium opacity-90">{t('auth.panel.eyebrow')}</p>
          <h2 id="auth-panel-title" className="text-2xl leading-tight font-bold sm:text-3xl">
            {t('auth.panel.title')}
          </h2>
          <p className="text-base opacity-90">{t('auth.panel.subtitle')}</p>
        </div>
        <ul className="grid gap-4">
          {FEATURES.map(({ key, icon: Icon }) => (
            <li key={key} className="flex items-start gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-foreground/15">
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="grid gap-0.5">
                <span className="font-semibold">{t(`auth.panel.features.${key}.title`)}</span>
                <span className="text-sm opacity-90">{t(`auth.panel.features.${key}.text`)}</span>
              </span>
            </li>
          ))}
        </ul>
        <p className="border-t border-primary-foreground/20 pt-4 text-sm opacity-90">
          {t('auth.panel.footnote')}
        </p>
      </div>
    </section>
  );
}
