/**
 * The client router, built from the one route table (common/routes.ts, decision 013): PAGES has
 * exactly one entry per route name (TypeScript checks it), and the routes are registered in the
 * table's match order. Each page is its own chunk, loaded when first opened.
 */
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { matchRoute, ROUTES, type RouteName } from '../../../common/routes.ts';
import { PageSpinner } from '../components/page-spinner.tsx';
import { markHydrated } from '../lib/ssr-state.ts';
import { useCurrentUser } from '../features/auth/index.ts';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RouteGuard } from './route-guard.tsx';

// The signed-in chrome (its menus, its texts): not part of the marketplace's first load.
const BackOfficeLayout = lazy(() =>
  import('./layouts/back-office-layout.tsx').then((module) => ({
    default: module.BackOfficeLayout,
  })),
);
const MarketplaceHomePage = lazy(() => import('../pages/marketplace-home.tsx'));
const MarketplaceStoresPage = lazy(() => import('../pages/marketplace-stores.tsx'));
const MarketplaceStorePage = lazy(() => import('../pages/marketplace-store.tsx'));
const MarketplaceProductPage = lazy(() => import('../pages/marketplace-product.tsx'));
const MarketplaceProductsPage = lazy(() => import('../pages/marketplace-products.tsx'));
const MarketplaceSearchPage = lazy(() => import('../pages/marketplace-search.tsx'));
const MarketplaceBrowsePage = lazy(() => import('../pages/marketplace-browse.tsx'));
const GuestConversationPage = lazy(() => import('../pages/guest-conversation.tsx'));
const BusinessPage = lazy(() => import('../pages/business.tsx'));
const AuthPage = lazy(() => import('../pages/auth.tsx'));
const ForgotPasswordPage = lazy(() => import('../pages/forgot-password.tsx'));
const ResetPasswordPage = lazy(() => import('../pages/reset-password.tsx'));
const EmailUnsubscribePage = lazy(() => import('../pages/email-unsubscribe.tsx'));
const SetupWizardPage = lazy(() => import('../pages/setup-wizard.tsx'));
const DashboardPage = lazy(() => import('../pages/dashboard.tsx'));
const ProfilePage = lazy(() => import('../pages/profile.tsx'));
const ProductsPage = lazy(() => import('../pages/products.tsx'));
const ProductNewPage = lazy(() => import('../pages/product-new.tsx'));
const ProductEditPage = lazy(() => import('../pages/product-edit.tsx'));
const ProductViewPage = lazy(() => import('../pages/product-view.tsx'));
const OrdersPage = lazy(() => import('../pages/orders.tsx'));
const OrderNewPage = lazy(() => import('../pages/order-new.tsx'));
const OrderDetailPage = lazy(() => import('../pages/order-detail.tsx'));
const CustomersPage = lazy(() => import('../pages/customers.tsx'));
const MessagesPage = lazy(() => import('../pages/messages.tsx'));
const CashPage = lazy(() => import('../pages/cash.tsx'));
const TransporterPage = lazy(() => import('../pages/transporter.tsx'));
const AdminOverviewPage = lazy(() => import('../pages/admin-overview.tsx'));
const AdminTransportersPage = lazy(() => import('../pages/admin-transporters.tsx'));
const AdminTransporterPage = lazy(() => import('../pages/admin-transporter.tsx'));
const AdminStoresPage = lazy(() => import('../pages/admin-stores.tsx'));
const AdminStorePage = lazy(() => import('../pages/admin-store.tsx'));
const AdminReportsPage = lazy(() => import('../pages/admin-reports.tsx'));
const AdminInboxPage = lazy(() => import('../pages/admin-inbox.tsx'));
const AdminLogPage = lazy(() => import('../pages/admin-log.tsx'));
const AdminDisputesPage = lazy(() => import('../pages/admin-disputes.tsx'));
const NotFoundPage = lazy(() => import('../pages/not-found.tsx'));
const CartPage = lazy(() => import('../pages/cart.tsx'));
const CheckoutPage = lazy(() => import('../pages/checkout.tsx'));
const CheckoutConfirmationPage = lazy(() => import('../pages/checkout-confirmation.tsx'));
const OrderTrackingPage = lazy(() => import('../pages/order-tracking.tsx'));
const BuyerOrderPage = lazy(() => import('../pages/buyer-order.tsx'));
const ContentPage = lazy(() => import('../pages/content-page.tsx'));
const ContactPage = lazy(() => import('../pages/contact.tsx'));
const ArticlesPage = lazy(() => import('../pages/articles.tsx'));
const ArticlePage = lazy(() => import('../pages/article.tsx'));

/**
 * Who may open a page, which decides whether its route exists at all (SPEC §2; the guard has
 * already sent visitors away from the signed-in areas) and which layout draws it.
 * - public: everyone, in the public layout; bare: everyone, the page draws its own frame;
 * - signedIn / customer / business: registered only for such a user, in the back-office layout.
 */
type Audience = 'public' | 'bare' | 'signedIn' | 'customer' | 'business';

interface PageEntry {
  audience: Audience;
  page: ReactNode;
}

const publicPage = (page: ReactNode): PageEntry => ({ audience: 'public', page });
const storePage = (page: ReactNode): PageEntry => ({ audience: 'business', page });
/** Every signed-in user: an operator gets the page, anyone else the Access Denied alert. */
const operatorPage = (page: ReactNode): PageEntry => ({ audience: 'signedIn', page });

/** One entry per route of the table. */
export const PAGES: Record<RouteName, PageEntry> = {
  home: publicPage(<MarketplaceHomePage />),
  marketplace: publicPage(<MarketplaceBrowsePage />),
  marketplaceStores: publicPage(<MarketplaceStoresPage />),
  marketplaceStore: publicPage(<MarketplaceStorePage />),
  marketplaceProducts: publicPage(<MarketplaceProductsPage />),
  marketplaceProduct: publicPage(<MarketplaceProductPage />),
  marketplaceSearch: publicPage(<MarketplaceSearchPage />),
  // Buying, open to guests: the cart, cash-on-delivery checkout and order tracking.
  cart: publicPage(<CartPage />),
  checkout: publicPage(<CheckoutPage />),
  checkoutConfirmation: publicPage(<CheckoutConfirmationPage />),
  trackOrder: publicPage(<OrderTrackingPage />),
  // A guest's private link to their conversation with a store (issue 15).
  guestConversation: publicPage(<GuestConversationPage />),
  business: publicPage(<BusinessPage />),
  auth: { audience: 'bare', page: <AuthPage /> },
  // Password recovery and an email's unsubscribe link (issue 15): for visitors and signed-in
  // users alike, since a link may be opened where someone is still signed in.
  forgotPassword: publicPage(<ForgotPasswordPage />),
  resetPassword: publicPage(<ResetPasswordPage />),
  emailUnsubscribe: publicPage(<EmailUnsubscribePage />),
  setupWizard: { audience: 'bare', page: <SetupWizardPage /> },
  // The footer's pages (a missing file or article is the not-found page, in the same layout).
  about: publicPage(<ContentPage page="about" />),
  help: publicPage(<ContentPage page="help" />),
  faq: publicPage(<ContentPage page="faq" />),
  terms: publicPage(<ContentPage page="terms" />),
  privacy: publicPage(<ContentPage page="privacy" />),
  contact: publicPage(<ContactPage />),
  blog: publicPage(<ArticlesPage collection="blog" />),
  blogArticle: publicPage(<ArticlePage collection="blog" />),
  tutorials: publicPage(<ArticlesPage collection="tutorials" />),
  tutorialsArticle: publicPage(<ArticlePage collection="tutorials" />),
  dashboard: { audience: 'signedIn', page: <DashboardPage /> },
  buyerOrder: { audience: 'customer', page: <BuyerOrderPage /> },
  profile: { audience: 'signedIn', page: <ProfilePage /> },
  // Every signed-in user: a seller or buyer sees the Access Denied alert (SPEC §2).
  transporter: { audience: 'signedIn', page: <TransporterPage /> },
  products: storePage(<ProductsPage />),
  productNew: storePage(<ProductNewPage />),
  productEdit: storePage(<ProductEditPage />),
  product: storePage(<ProductViewPage />),
  orders: storePage(<OrdersPage />),
  orderNew: storePage(<OrderNewPage />),
  order: storePage(<OrderDetailPage />),
  customers: storePage(<CustomersPage />),
  messages: storePage(<MessagesPage />),
  cash: storePage(<CashPage />),
  // The operators' side (issue 13).
  admin: operatorPage(<AdminOverviewPage />),
  adminTransporters: operatorPage(<AdminTransportersPage />),
  adminTransporter: operatorPage(<AdminTransporterPage />),
  adminStores: operatorPage(<AdminStoresPage />),
  adminStore: operatorPage(<AdminStorePage />),
  adminReports: operatorPage(<AdminReportsPage />),
  adminInbox: operatorPage(<AdminInboxPage />),
  adminLog: operatorPage(<AdminLogPage />),
  adminDisputes: operatorPage(<AdminDisputesPage />),
};

function mayOpen(audience: Audience, userType: string | undefined): boolean {
  switch (audience) {
    case 'public':
    case 'bare':
      return true;
    case 'signedIn':
      return userType !== undefined;
    case 'customer':
    case 'business':
      return userType === audience;
  }
}

function framed(audience: Audience, page: ReactNode): ReactNode {
  if (audience === 'bare') return page;
  if (audience === 'public') return <PublicLayout>{page}</PublicLayout>;
  return (
    <Suspense fallback={<PageSpinner />}>
      <BackOfficeLayout>{page}</BackOfficeLayout>
    </Suspense>
  );
}

/**
 * Says on <html data-hydrated> that the page works: its effects run once the page's own content
 * (its lazy chunk) is hydrated. Until then a server-drawn page ignores taps (index.css), which
 * would otherwise be lost on buttons that do nothing yet.
 */
function HydratedMark() {
  useEffect(markHydrated, []);
  return null;
}

/**
 * The routes this user may open, in the table's match order, then the not-found page (public
 * layout). The layout sits outside the switch, so it stays mounted from one page to the next.
 */
export function AppRouter() {
  const { user } = useCurrentUser();
  const [pathname] = useLocation();
  const names = (Object.keys(ROUTES) as RouteName[]).filter((name) =>
    mayOpen(PAGES[name].audience, user?.userType),
  );
  const current = matchRoute(pathname, names);
  const pages = (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        {names.map((name) => (
          <Route key={name} path={ROUTES[name]}>
            {PAGES[name].page}
          </Route>
        ))}
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
      <HydratedMark />
    </Suspense>
  );
  return <RouteGuard>{framed(current ? PAGES[current].audience : 'public', pages)}</RouteGuard>;
}
