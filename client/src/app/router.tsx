import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { useCurrentUser } from '../features/auth/api.ts';
import { BackOfficeLayout } from './layouts/back-office-layout.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { PageSpinner } from './page-spinner.tsx';
import { RouteGuard } from './route-guard.tsx';

const MarketplaceHomePage = lazy(() => import('../pages/marketplace-home.tsx'));
const MarketplaceStoresPage = lazy(() => import('../pages/marketplace-stores.tsx'));
const MarketplaceStorePage = lazy(() => import('../pages/marketplace-store.tsx'));
const MarketplaceProductPage = lazy(() => import('../pages/marketplace-product.tsx'));
const MarketplaceSearchPage = lazy(() => import('../pages/marketplace-search.tsx'));
const MarketplaceBrowsePage = lazy(() => import('../pages/marketplace-browse.tsx'));
const BusinessPage = lazy(() => import('../pages/business.tsx'));
const AuthPage = lazy(() => import('../pages/auth.tsx'));
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
const TransporterPage = lazy(() => import('../pages/transporter.tsx'));
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

/** Buying, open to guests: the cart, cash-on-delivery checkout and order tracking. */
const BUYING_ROUTES = [
  ['/marketplace/cart', CartPage],
  ['/marketplace/checkout', CheckoutPage],
  ['/marketplace/checkout/confirmation', CheckoutConfirmationPage],
  ['/marketplace/orders/track', OrderTrackingPage],
] as const;

/** The store back-office, in match order: fixed paths before their :id siblings. */
const STORE_ROUTES = [
  ['/products', ProductsPage],
  ['/products/new', ProductNewPage],
  ['/products/edit/:id', ProductEditPage],
  ['/products/:id', ProductViewPage],
  ['/orders', OrdersPage],
  ['/orders/new', OrderNewPage],
  ['/orders/:id', OrderDetailPage],
  ['/customers', CustomersPage],
  ['/messages', MessagesPage],
] as const;

/** The public marketplace below /marketplace (SPEC §2), open to everyone. */
const MARKETPLACE_ROUTES = [
  ['/marketplace/stores', MarketplaceStoresPage],
  ['/marketplace/stores/:id', MarketplaceStorePage],
  ['/marketplace/products/:id', MarketplaceProductPage],
  ['/marketplace/search', MarketplaceSearchPage],
] as const;

function Public({ children }: { children: ReactNode }) {
  return <PublicLayout>{children}</PublicLayout>;
}

function SignedIn({ children }: { children: ReactNode }) {
  return <BackOfficeLayout>{children}</BackOfficeLayout>;
}

/**
 * The routes table. Each page is its own chunk, loaded when first opened. Signed-in routes are
 * registered only for a signed-in user (SPEC §2); the guard has already sent visitors to /auth.
 */
export function AppRouter() {
  const { user } = useCurrentUser();
  return (
    <RouteGuard>
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          <Route path="/">
            <Public>
              <MarketplaceHomePage />
            </Public>
          </Route>
          <Route path="/marketplace">
            <Public>
              <MarketplaceBrowsePage />
            </Public>
          </Route>
          {MARKETPLACE_ROUTES.map(([path, Page]) => (
            <Route key={path} path={path}>
              <Public>
                <Page />
              </Public>
            </Route>
          ))}
          {BUYING_ROUTES.map(([path, Page]) => (
            <Route key={path} path={path}>
              <Public>
                <Page />
              </Public>
            </Route>
          ))}
          <Route path="/business">
            <Public>
              <BusinessPage />
            </Public>
          </Route>
          {/* The footer's pages. A page or an article whose file is missing is the not-found
              page, which draws the public layout itself: these two draw it too. */}
          <Route path="/about">
            <ContentPage page="about" />
          </Route>
          <Route path="/help">
            <ContentPage page="help" />
          </Route>
          <Route path="/faq">
            <ContentPage page="faq" />
          </Route>
          <Route path="/terms">
            <ContentPage page="terms" />
          </Route>
          <Route path="/privacy">
            <ContentPage page="privacy" />
          </Route>
          <Route path="/contact">
            <Public>
              <ContactPage />
            </Public>
          </Route>
          <Route path="/blog">
            <Public>
              <ArticlesPage collection="blog" />
            </Public>
          </Route>
          <Route path="/blog/:slug">
            <ArticlePage collection="blog" />
          </Route>
          <Route path="/tutorials">
            <Public>
              <ArticlesPage collection="tutorials" />
            </Public>
          </Route>
          <Route path="/tutorials/:slug">
            <ArticlePage collection="tutorials" />
          </Route>
          <Route path="/auth">
            <AuthPage />
          </Route>
          <Route path="/setup-wizard">
            <SetupWizardPage />
          </Route>
          {user && (
            <Route path="/dashboard">
              <SignedIn>
                <DashboardPage />
              </SignedIn>
            </Route>
          )}
          {user && (
            <Route path="/profile">
              <SignedIn>
                <ProfilePage />
              </SignedIn>
            </Route>
          )}
          {user?.userType === 'customer' && (
            <Route path="/dashboard/orders/:id">
              <SignedIn>
                <BuyerOrderPage />
              </SignedIn>
            </Route>
          )}
          {user && (
            // Every signed-in user: a seller or buyer sees the Access Denied alert (SPEC §2).
            <Route path="/transporter">
              <SignedIn>
                <TransporterPage />
              </SignedIn>
            </Route>
          )}
          {user?.userType === 'business' &&
            STORE_ROUTES.map(([path, Page]) => (
              <Route key={path} path={path}>
                <SignedIn>
                  <Page />
                </SignedIn>
              </Route>
            ))}
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
      </Suspense>
    </RouteGuard>
  );
}
