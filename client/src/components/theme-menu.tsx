import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { THEMES, useTheme, type Theme } from '../lib/theme.tsx';
import { DeferredMenu } from './deferred-menu.tsx';
import { Button } from './ui/button.tsx';

const ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

export function ThemeMenu() {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  return (
    <DeferredMenu
      trigger={
        <Button variant="ghost" size="icon" aria-label={t('theme.label')}>
          {/* By the class theme-init.js puts on <html> before paint: the same markup for a page
              drawn on the server, where the reader's theme is unknown. */}
          <Sun className="size-5 dark:hidden" />
          <Moon className="hidden size-5 dark:block" />
        </Button>
      }
    >
      {(ui) => (
        <ui.DropdownMenuContent align="end">
          <ui.DropdownMenuRadioGroup
            value={theme}
            onValueChange={(value) => setTheme(value as Theme)}
          >
            {THEMES.map((option) => {
              const OptionIcon = ICONS[option];
              return (
                <ui.DropdownMenuRadioItem key={option} value={option}>
                  <OptionIcon className="size-4" />
                  {t(`theme.${option}`)}
                </ui.DropdownMenuRadioItem>
              );
            })}
          </ui.DropdownMenuRadioGroup>
        </ui.DropdownMenuContent>
      )}
    </DeferredMenu>
  );
}
