import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Direction } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from '../components/ui/toaster.tsx';
import { LiveUpdates } from '../features/live/index.ts';
import { directionOf } from '../lib/use-language.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { ThemeProvider } from '../lib/theme.tsx';

/** `queryClient`: one already filled (the server's render, or the browser's from its state). */
export function Providers({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const { t, i18n } = useTranslation();
  const dir = directionOf(i18n.resolvedLanguage ?? i18n.language);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <Direction.Provider dir={dir}>
          {children}
          {/* The live stream of a signed-in user, on every page (buyers browse the public ones). */}
          <LiveUpdates />
          <Toaster
            dir={dir}
            closeLabel={t('common.close')}
            viewportLabel={t('common.notifications')}
          />
        </Direction.Provider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
