import { QueryClientProvider } from '@tanstack/react-query';
import { Direction } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from '../components/ui/toaster.tsx';
import { TooltipProvider } from '../components/ui/tooltip.tsx';
import { LiveUpdates } from '../features/live/index.ts';
import { directionOf } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { ThemeProvider } from '../lib/theme.tsx';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const { t, i18n } = useTranslation();
  const dir = directionOf(i18n.resolvedLanguage ?? i18n.language);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <Direction.Provider dir={dir}>
          <TooltipProvider>
            {children}
            {/* The live stream of a signed-in user, on every page (buyers browse the public ones). */}
            <LiveUpdates />
            <Toaster
              dir={dir}
              closeLabel={t('common.close')}
              viewportLabel={t('common.notifications')}
            />
          </TooltipProvider>
        </Direction.Provider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
