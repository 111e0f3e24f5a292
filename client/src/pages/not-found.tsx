import { HelpCircle, Home, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent } from '../components/ui/card.tsx';
import { MarketplaceSearchBox } from '../features/marketplace/index.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { paths } from '../../../common/routes.ts';

/**
 * Any path the router has no page for (the server answers it with 404). The router draws it inside
 * the public layout, so the reader keeps the header and footer, with ways on: home, a search, help. The spec's title
 * stays; its developer sentence gives way to words for people (docs/decisions/006).
 */
export default function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="flex w-full justify-center px-4 py-12 sm:py-20">
      <Card className="w-full max-w-lg">
        <CardContent className="flex flex-col gap-5 pt-6 sm:pt-6">
          <div className="flex items-center gap-3">
            <SearchX className="size-8 shrink-0 text-destructive" aria-hidden />
            <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
          </div>
          <p className="text-muted-foreground">{t('notFound.description')}</p>
          <MarketplaceSearchBox />
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link href={paths.home}>
                <Home className="size-4" aria-hidden />
                {t('notFound.home')}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link href={paths.help}>
                <HelpCircle className="size-4" aria-hidden />
                {t('notFound.help')}
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
