import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { paths } from '../../../../common/routes.ts';
import { useCartCount } from './cart-store.ts';

/** The header's way to the cart, with the number of units in it. */
export function CartButton() {
  const { t } = useTranslation();
  const count = useCartCount();
  return (
    <Button asChild variant="ghost" size="icon" className="relative">
      <Link href={paths.marketplace.cart} aria-label={t('cart.iconLabel', { count })}>
        <ShoppingCart className="size-5" aria-hidden />
        {count > 0 && (
          <span
            aria-hidden
            className="absolute -top-0.5 -end-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[11px] leading-none font-semibold text-primary-foreground tabular-nums"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </Link>
    </Button>
  );
}
