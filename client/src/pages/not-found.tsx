import { AlertCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '../components/ui/card.tsx';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh w-full items-center justify-center bg-muted/40 px-4">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="mb-4 flex items-center gap-2">
            <AlertCircle className="size-8 shrink-0 text-destructive" aria-hidden />
            <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
          </div>
          <p className="text-sm text-muted-foreground">{t('notFound.description')}</p>
        </CardContent>
      </Card>
    </div>
  );
}
