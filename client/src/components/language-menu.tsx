import { useQueryClient } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../common/constants.ts';
import { apiRequest } from '../lib/api-client.ts';
import { useLanguage } from '../lib/use-language.ts';
import { queryRoots } from '../lib/query-keys.ts';
import { DeferredMenu } from './deferred-menu.tsx';
import { Button } from './ui/button.tsx';

/**
 * Switches the page's language; a signed-in account's emails follow it (issue 15). Nothing to
 * tell the user if saving that fails: the page is in the new language either way, and the next
 * choice tries again.
 */
export function useChooseLanguage() {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  return (next: string) => {
    void i18n.changeLanguage(next);
    if (queryClient.getQueryData(queryRoots.currentUser)) {
      apiRequest('PUT', '/api/user/language', { language: next }).catch(() => {});
    }
  };
}

export function LanguageMenu() {
  const { t } = useTranslation();
  const language = useLanguage();
  const choose = useChooseLanguage();
  return (
    <DeferredMenu
      trigger={
        <Button variant="ghost" size="icon" aria-label={t('language.label')}>
          <Languages className="size-5" />
        </Button>
      }
    >
      {(ui) => (
        <ui.DropdownMenuContent align="end">
          <ui.DropdownMenuRadioGroup value={language} onValueChange={choose}>
            {LANGUAGES.map((code) => (
              <ui.DropdownMenuRadioItem key={code} value={code} lang={code}>
                {LANGUAGE_NAMES[code]}
              </ui.DropdownMenuRadioItem>
            ))}
          </ui.DropdownMenuRadioGroup>
        </ui.DropdownMenuContent>
      )}
    </DeferredMenu>
  );
}
