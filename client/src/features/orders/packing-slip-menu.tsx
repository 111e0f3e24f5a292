/**
 * The packing slip to print and tape on the parcel (GET /api/orders/:id/packing-slip): an A6
 * label or an A4 page, in the language of whoever reads it at the door, opened in a new tab where
 * the browser's PDF viewer prints it. The reader's own language comes first.
 */
import { ChevronDown, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../../common/constants.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';

export const SLIP_SIZES = ['a6', 'a4'] as const;
export type SlipSize = (typeof SLIP_SIZES)[number];
type SlipLanguage = (typeof LANGUAGES)[number];

export function packingSlipHref(orderId: number, size: SlipSize, lang: SlipLanguage): string {
  return `/api/orders/${orderId}/packing-slip?${new URLSearchParams({ size, lang }).toString()}`;
}

/** The reader's language first, then the others in their usual order. */
export function slipLanguages(current: string): SlipLanguage[] {
  const first = LANGUAGES.find((code) => code === current);
  return first ? [first, ...LANGUAGES.filter((code) => code !== first)] : [...LANGUAGES];
}

export function PackingSlipMenu({ orderId }: { orderId: number }) {
  const { t, i18n } = useTranslation();
  const languages = slipLanguages(i18n.resolvedLanguage ?? 'en');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {/* Full width on a phone, like the status buttons stacked above it. */}
        <Button variant="outline" className="h-11 w-full sm:w-auto md:h-10">
          <Printer aria-hidden />
          {t('orders.slip.button')}
          <ChevronDown className="opacity-60" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-56">
        {SLIP_SIZES.map((size, index) => (
          <DropdownMenuGroup key={size}>
            {index > 0 && <DropdownMenuSeparator />}
            <DropdownMenuLabel>{t(`orders.slip.size.${size}`)}</DropdownMenuLabel>
            {languages.map((lang) => (
              <DropdownMenuItem key={lang} asChild>
                <a
                  href={packingSlipHref(orderId, size, lang)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('orders.slip.open', {
                    size: t(`orders.slip.size.${size}`),
                    language: LANGUAGE_NAMES[lang],
                  })}
                >
                  {/* The name is in its own language; the label around it is in the page's. */}
                  <span lang={lang}>{LANGUAGE_NAMES[lang]}</span>
                </a>
              </DropdownMenuItem>
            ))}
          </DropdownMenuGroup>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
