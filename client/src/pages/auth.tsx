import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import {
  REGISTRABLE_USER_TYPES,
  type RegistrableUserType as UserType,
} from '../../../common/enums.ts';
import { Brand } from '../components/brand.tsx';
import { LanguageMenu } from '../components/language-menu.tsx';
import { ThemeMenu } from '../components/theme-menu.tsx';
import { Card, CardContent } from '../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs.tsx';
import { AuthMarketingPanel, LoginForm, RegisterForm } from '../features/auth/index.ts';
import { paths } from '../../../common/routes.ts';
import { useLocalePart } from '../lib/locale-parts.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

type AuthTab = 'login' | 'register';

const HEADER_LINKS = [
  { href: paths.home, key: 'nav.home' },
  { href: paths.marketplace.home, key: 'nav.marketplace' },
  { href: paths.business, key: 'nav.business' },
] as const;

function isUserType(value: string | null): value is UserType {
  return (REGISTRABLE_USER_TYPES as readonly (string | null)[]).includes(value);
}

/**
 * Login and register tabs (SPEC §2). The tab and the preselected account type are read from the
 * URL (`?tab=register&type=transporter`), never copied into state, so links always open the right tab.
 */
export default function AuthPage() {
  // Its texts are not all in the public part the marketplace's pages load (lib/locale-parts.ts).
  useLocalePart('office');
  const { t } = useTranslation();
  useDocumentTitle(t('titles.auth'));
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const tab: AuthTab = params.get('tab') === 'register' ? 'register' : 'login';
  const typeParam = params.get('type');
  const userType = isUserType(typeParam) ? typeParam : undefined;
  // Set when an account was just created, to prefill the login form.
  const [registeredUsername, setRegisteredUsername] = useState('');

  function showTab(next: AuthTab) {
    const nextParams = new URLSearchParams(search);
    nextParams.set('tab', next);
    navigate(`${paths.auth()}?${nextParams.toString()}`, { replace: true });
  }

  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <header className="border-b bg-background/90 backdrop-blur">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 px-4 py-2 md:h-16 md:flex-nowrap md:py-0">
          <Brand href={paths.home} />
          <div className="ms-auto flex items-center gap-1 md:order-last">
            <LanguageMenu />
            <ThemeMenu />
          </div>
          <nav
            aria-label={t('nav.main')}
            className="-mx-1 flex w-full items-center gap-1 overflow-x-auto md:ms-6 md:w-auto"
          >
            {HEADER_LINKS.map(({ href, key }) => (
              <Link
                key={href}
                href={href}
                className="flex min-h-11 shrink-0 items-center rounded-md px-3 text-sm font-medium text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring md:min-h-9"
              >
                {t(key)}
              </Link>
            ))}
          </nav>
        </div>
      </header>

      <main className="mx-auto grid w-full max-w-7xl flex-1 gap-8 px-4 py-6 sm:py-10 lg:grid-cols-2 lg:items-start lg:gap-12">
        <div className="mx-auto grid w-full max-w-md gap-6">
          <div className="grid gap-2">
            <h1 className="text-2xl font-bold sm:text-3xl">{t('auth.title')}</h1>
            <p className="text-muted-foreground">{t('auth.subtitle')}</p>
          </div>
          <Card>
            <CardContent className="pt-4 sm:pt-6">
              <Tabs value={tab} onValueChange={(value) => showTab(value as AuthTab)}>
                <TabsList className="grid w-full grid-cols-2">
                  <TabsTrigger value="login" className="min-h-9">
                    {t('auth.tabs.login')}
                  </TabsTrigger>
                  <TabsTrigger value="register" className="min-h-9">
                    {t('auth.tabs.register')}
                  </TabsTrigger>
                </TabsList>
                {/* Both stay mounted so what was typed survives a switch of tab. */}
                <TabsContent value="login" forceMount className="data-[state=inactive]:hidden">
                  <TabHeading id="login-heading" tab="login" />
                  <LoginForm key={registeredUsername} defaultUsername={registeredUsername} />
                  <SwitchPrompt tab="login" onSwitch={showTab} />
                </TabsContent>
                <TabsContent value="register" forceMount className="data-[state=inactive]:hidden">
                  <TabHeading id="register-heading" tab="register" />
                  <RegisterForm
                    key={userType ?? 'default'}
                    defaultUserType={userType}
                    onRegistered={(username) => {
                      setRegisteredUsername(username);
                      showTab('login');
                    }}
                  />
                  <SwitchPrompt tab="register" onSwitch={showTab} />
                </TabsContent>
              </Tabs>
            </CardContent>
          </Card>
        </div>
        <AuthMarketingPanel className="lg:sticky lg:top-6" />
      </main>
    </div>
  );
}

function TabHeading({ id, tab }: { id: string; tab: AuthTab }) {
  const { t } = useTranslation();
  return (
    <div className="my-4 grid gap-1">
      <h2 id={id} className="text-lg font-semibold">
        {t(`auth.${tab}.title`)}
      </h2>
      <p className="text-sm text-muted-foreground">{t(`auth.${tab}.description`)}</p>
    </div>
  );
}

function SwitchPrompt({ tab, onSwitch }: { tab: AuthTab; onSwitch: (tab: AuthTab) => void }) {
  const { t } = useTranslation();
  const other: AuthTab = tab === 'login' ? 'register' : 'login';
  return (
    <p className="mt-4 flex flex-wrap items-center justify-center gap-x-1 text-sm text-muted-foreground">
      {t(`auth.${tab}.switchPrompt`)}
      <button
        type="button"
        onClick={() => onSwitch(other)}
        className="inline-flex min-h-11 items-center rounded-sm px-1 font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring md:min-h-0"
      >
        {t(`auth.${tab}.switchAction`)}
      </button>
    </p>
  );
}
