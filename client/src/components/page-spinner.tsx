/** A whole page still loading: one centred spinner (lazy pages, the route guard, checkout). */
import { useTranslation } from 'react-i18next';
import { Spinner } from './ui/spinner.tsx';

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner className="size-8 text-primary" label={t('common.loading')} />
    </div>
  );
}
