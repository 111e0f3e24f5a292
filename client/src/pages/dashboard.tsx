import { Plus, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent } from '../components/ui/card.tsx';
import { useCurrentUser } from '../features/auth/api.ts';
import { BuyerArea } from '../features/buyer/buyer-area.tsx';
import { RecentMessages } from '../features/dashboard/recent-messages.tsx';
import { RecentOrders } from '../features/dashboard/recent-orders.tsx';
import { RevenueChartCard } from '../features/dashboard/revenue-chart-card.tsx';
import { StoreFigures } from '../features/dashboard/store-figures.tsx';
import { PopularProducts } from '../features/products/popular-products.tsx';
import { paths } from '../lib/paths.ts';

/** First word of the full name, as the greeting uses it; 'User' when there is none. */
export function firstNameOf(fullName: string | undefined | null): string | undefined {
  return fullName?.trim().split(/\s+/)[0] || undefined;
}

export default function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const name = firstNameOf(user?.fullName) ?? t('nav.userFallback');
  const isTransporter = user?.userType === 'transporter';
  // The store's figures are for sellers; a buyer account sees only the header for now.
  const isSeller = user?.userType === 'business';

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{t('dashboard.greeting', { name })}</h1>
          <p className="text-muted-foreground">{t('dashboard.subtitle')}</p>
        </div>
        <Button asChild>
          <Link href={paths.products.create}>
            <Plus className="size-4" aria-hidden />
            {t('dashboard.addProduct')}
          </Link>
        </Button>
      </div>
      {isTransporter && (
        <Card className="border-primary/30 bg-primary/5">
          <CardContent className="flex flex-col gap-4 pt-6 sm:flex-row sm:items-center sm:pt-6">
            <Truck className="size-10 shrink-0 text-primary" aria-hidden />
            <div className="flex-1">
              <h2 className="text-lg font-semibold">{t('dashboard.transporterTitle')}</h2>
              <p className="text-sm text-muted-foreground">{t('dashboard.transporterText')}</p>
            </div>
            <Button asChild>
              <Link href={paths.transporter}>{t('dashboard.transporterButton')}</Link>
            </Button>
          </CardContent>
        </Card>
      )}
      {user?.userType === 'customer' && <BuyerArea />}
      {isSeller && (
        <>
          <StoreFigures />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <RevenueChartCard className="lg:col-span-2" />
            <RecentMessages />
          </div>
          <RecentOrders />
          <PopularProducts />
        </>
      )}
    </div>
  );
}
