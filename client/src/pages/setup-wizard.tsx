import { useTranslation } from 'react-i18next';
import { Brand } from '../components/brand.tsx';
import { LanguageMenu } from '../components/language-menu.tsx';
import { ThemeMenu } from '../components/theme-menu.tsx';
import { SetupWizard } from '../features/setup/index.ts';
import { paths } from '../../../common/routes.ts';
import { useLocalePart } from '../lib/locale-parts.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** /setup-wizard: a page of its own, outside the back-office chrome, until the store exists. */
export default function SetupWizardPage() {
  // Its texts are not all in the public part the marketplace's pages load (lib/locale-parts.ts).
  useLocalePart('office');
  const { t } = useTranslation();
  useDocumentTitle(t('titles.setup'));
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40 text-foreground">
      <header className="border-b bg-background">
        <div className="mx-auto flex h-16 max-w-3xl items-center gap-2 px-4">
          <Brand href={paths.home} />
          <div className="ms-auto flex items-center gap-1">
            <LanguageMenu />
            <ThemeMenu />
          </div>
        </div>
      </header>
      <main className="flex flex-1 justify-center px-4 py-6 sm:py-10">
        <div className="flex w-full max-w-2xl flex-col">
          <SetupWizard />
        </div>
      </main>
    </div>
  );
}
