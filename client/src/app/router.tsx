import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { useCurrentUser } from '../features/auth/api.ts';
import { BackOfficeLayout } from './layouts/back-office-layout.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { PageSpinner } from './page-spinner.tsx';
import { RouteGuard } from './route-guard.tsx';

const MarketplaceHomePage = lazy(() => import('../pages/marketplace-home.tsx'));
const BusinessPage = lazy(() => import('../pages/business.tsx'));
const AuthPage = lazy(() => import('../pages/auth.tsx'));
const SetupWizardPage = lazy(() => import('../pages/setup-wizard.tsx'));
const DashboardPage = lazy(() => import('../pages/dashboard.tsx'));
const ProfilePage = lazy(() => import('../pages/profile.tsx'));
const NotFoundPage = lazy(() => import('../pages/not-found.tsx'));

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
              <MarketplaceHomePage />
            </Public>
          </Route>
          <Route path="/business">
            <Public>
              <BusinessPage />
            </Public>
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
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
      </Suspense>
    </RouteGuard>
  );
}
