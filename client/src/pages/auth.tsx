import { useTranslation } from 'react-i18next';
import { Brand } from '../components/brand.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card.tsx';
import { paths } from '../lib/paths.ts';

/** The sign-in page; its forms arrive with the accounts work. */
export default function AuthPage() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-muted/40 px-4">
      <Brand href={paths.home} />
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle as="h1">{t('auth.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-sm text-muted-foreground">{t('auth.subtitle')}</p>
        </CardContent>
      </Card>
    </div>
  );
}
