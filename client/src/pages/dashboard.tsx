import { Plus, ShoppingBag, Store, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { PublicUser } from '../../../common/contracts/users.ts';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent } from '../components/ui/card.tsx';
import { useCurrentUser } from '../features/auth/index.ts';
import { BuyerArea, BUYER_ORDERS_ID } from '../features/buyer/index.ts';
import {
  GettingStarted,
  RecentMessages,
  RecentOrders,
  RevenueChartCard,
  ShareStoreMenu,
  StoreFigures,
} from '../features/dashboard/index.ts';
import {
  useTransporterProfile,
  EarningsSummary,
  VERIFICATION_CARD_ID,
  VerificationNotice,
} from '../features/transporter/index.ts';
import { PopularProducts } from '../features/products/index.ts';
import { paths } from '../../../common/routes.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** First word of the full name, as the greeting uses it; 'User' when there is none. */
export function firstNameOf(fullName: string | undefined | null): string | undefined {
  return fullName?.trim().split(/\s+/)[0] || undefined;
}

/** Full width and stacked on phones, where two labels side by side do not fit in French. */
const actionClassName = 'h-11 w-full sm:w-auto md:h-10';
const NAME_SLOT = '\u0000';

/** The greeting of SPEC §2 over a line and actions of the account type's own. */
function Greeting({ user, line, actions }: { user: PublicUser; line: string; actions: ReactNode }) {
  const { t } = useTranslation();
  const name = firstNameOf(user.fullName) ?? t('nav.userFallback');
  // The name goes in isolated: a Latin name in the Arabic sentence keeps its "!" in place.
  const [before = '', after = ''] = t('dashboard.greeting', { name: NAME_SLOT }).split(NAME_SLOT);
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold sm:text-3xl">
          {before}
          <bdi>{name}</bdi>
          {after}
        </h1>
        <p className="text-muted-foreground">{line}</p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">{actions}</div>
    </div>
  );
}

/** The store back-office of SPEC §2, word for word, with a first day for a new store. */
function SellerDashboard({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const storeName = user.storeName ?? user.fullName;
  return (
    <>
      <Greeting
        user={user}
        line={t('dashboard.subtitle')}
        actions={
          <>
            <ShareStoreMenu storeId={user.id} storeName={storeName} className={actionClassName} />
            <Button asChild className={actionClassName}>
              <Link href={paths.products.create}>
                <Plus className="size-4" aria-hidden />
                {t('dashboard.addProduct')}
              </Link>
            </Button>
          </>
        }
      />
      <GettingStarted storeId={user.id} storeName={storeName} />
      <StoreFigures />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <RevenueChartCard className="lg:col-span-2" />
        <RecentMessages />
      </div>
      <RecentOrders />
      <PopularProducts />
    </>
  );
}

/** A buyer has no store: their orders in every store and their conversations. */
function BuyerDashboard({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  return (
    <>
      <Greeting
        user={user}
        line={t('dashboard.buyerView.subtitle')}
        actions={
          <>
            <Button asChild className={actionClassName}>
              <Link href={paths.marketplace.home}>
                <Store className="size-4" aria-hidden />
                {t('dashboard.buyerView.continueShopping')}
              </Link>
            </Button>
            <Button asChild variant="outline" className={actionClassName}>
              <a href={`#${BUYER_ORDERS_ID}`}>
                <ShoppingBag className="size-4" aria-hidden />
                {t('nav.myOrders')}
              </a>
            </Button>
          </>
        }
      />
      <BuyerArea />
    </>
  );
}

/** A transporter works from the delivery board; the notice card of SPEC §2 points there too. */
function TransporterDashboard({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  // Earnings and deliveries under way, once there is a profile to count them for (SPEC §7).
  const profile = useTransporterProfile().data;
  const hasProfile = !!profile;
  return (
    <>
      <Greeting
        user={user}
        line={t('dashboard.transporterView.subtitle')}
        actions={
          <Button asChild className={actionClassName}>
            <Link href={paths.transporter}>
              <Truck className="size-4" aria-hidden />
              {t('dashboard.transporterView.openBoard')}
            </Link>
          </Button>
        }
      />
      {/* Until verified, the board is closed: the dashboard says so too (issue 13). */}
      {profile && (
        <VerificationNotice
          profile={profile}
          onShowVerification={() => navigate(`${paths.transporter}#${VERIFICATION_CARD_ID}`)}
        />
      )}
      <Card className="border-primary/30 bg-primary/5">
        <CardContent className="flex flex-col gap-4 pt-6 sm:flex-row sm:items-center sm:pt-6">
          <Truck className="size-10 shrink-0 text-primary" aria-hidden />
          <div className="flex-1">
            <h2 className="text-lg font-semibold">{t('dashboard.transporterTitle')}</h2>
            <p className="text-sm text-muted-foreground">{t('dashboard.transporterText')}</p>
          </div>
          <Button asChild variant="outline" className={actionClassName}>
            <Link href={paths.transporter}>{t('dashboard.transporterButton')}</Link>
          </Button>
        </CardContent>
      </Card>
      {hasProfile && <EarningsSummary />}
    </>
  );
}

export default function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  useDocumentTitle(user?.userType === 'customer' ? t('titles.myOrders') : t('titles.dashboard'));
  // The route exists only for a signed-in user (router.tsx); null is a logout in progress.
  if (!user) return null;
  return (
    <div className="flex flex-col gap-6">
      {user.userType === 'business' && <SellerDashboard user={user} />}
      {user.userType === 'customer' && <BuyerDashboard user={user} />}
      {user.userType === 'transporter' && <TransporterDashboard user={user} />}
    </div>
  );
}
