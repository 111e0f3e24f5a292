import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PublicLayout } from './layouts/public-layout.tsx';
import { PageSpinner } from './page-spinner.tsx';
import { RouteGuard } from './route-guard.tsx';

const MarketplaceHomePage = lazy(() => import('../pages/marketplace-home.tsx'));
const AuthPage = lazy(() => import('../pages/auth.tsx'));
const NotFoundPage = lazy(() => import('../pages/not-found.tsx'));

/** The routes table. Each page is its own chunk, loaded when first opened. */
export function AppRouter() {
  return (
    <RouteGuard>
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          <Route path="/">
            <PublicLayout>
              <MarketplaceHomePage />
            </PublicLayout>
          </Route>
          <Route path="/marketplace">
            <PublicLayout>
              <MarketplaceHomePage />
            </PublicLayout>
          </Route>
          <Route path="/auth">
            <AuthPage />
          </Route>
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
      </Suspense>
    </RouteGuard>
  );
}
