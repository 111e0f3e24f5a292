/**
 * A new seller's first day: four steps under the dashboard greeting, each ticked from the store's
 * real data, each with the action that does it. Gone once all are done or the seller hides it.
 */
import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { SellerChecklist } from '../../../../common/contracts/dashboard.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Progress } from '../../components/ui/progress.tsx';
import { useSubmitAction } from '../../components/form/use-form-submit.ts';
import { cn } from '../../lib/cn.ts';
import { paths } from '../../../../common/routes.ts';
import { useChecklist, useDismissChecklist } from './checklist-api.ts';
import { ShareStoreMenu } from './share-store-menu.tsx';

type StepName = keyof SellerChecklist['steps'];
const STEP_ORDER: StepName[] = ['storeDetails', 'firstProduct', 'storeShared', 'firstOrder'];

/** The checklist is worth showing: known, not hidden, not finished. */
export function checklistIsOpen(state: SellerChecklist | undefined): state is SellerChecklist {
  return !!state && !state.dismissed && STEP_ORDER.some((step) => !state.steps[step]);
}

const actionClassName = 'h-11 w-full sm:w-auto md:h-9';

export function GettingStarted({ storeId, storeName }: { storeId: number; storeName: string }) {
  const { t } = useTranslation();
  const { data } = useChecklist();
  const dismiss = useDismissChecklist();
  const hide = useSubmitAction({
    action: (_: void) => dismiss.mutateAsync(),
    errorTitle: t('checklist.dismissFailed'),
    describe: () => t('common.error'),
  });
  if (!checklistIsOpen(data)) return null;

  const done = STEP_ORDER.filter((step) => data.steps[step]).length;
  const actions: Record<StepName, ReactNode> = {
    storeDetails: (
      <Button asChild variant="outline" className={actionClassName}>
        <Link href={paths.profile}>{t('checklist.storeDetails.action')}</Link>
      </Button>
    ),
    firstProduct: (
      <Button asChild className={actionClassName}>
        <Link href={paths.products.create}>{t('checklist.firstProduct.action')}</Link>
      </Button>
    ),
    storeShared: (
      <ShareStoreMenu storeId={storeId} storeName={storeName} className={actionClassName} />
    ),
    firstOrder: (
      <Button asChild variant="outline" className={actionClassName}>
        <Link href={paths.orders.create}>{t('checklist.firstOrder.action')}</Link>
      </Button>
    ),
  };

  return (
    <Card role="region" aria-labelledby="getting-started-title" className="border-primary/30">
      <CardHeader className="flex-row items-start justify-between gap-2">
        <div className="flex flex-1 flex-col gap-2">
          <CardTitle as="h2" id="getting-started-title">
            {t('checklist.title')}
          </CardTitle>
          <p className="text-sm text-muted-foreground">{t('checklist.subtitle')}</p>
          <p className="text-sm font-medium" id="getting-started-progress">
            {t('checklist.progress', { done, total: STEP_ORDER.length })}
          </p>
          <Progress
            value={(done / STEP_ORDER.length) * 100}
            aria-labelledby="getting-started-progress"
            className="max-w-xs"
          />
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="-me-2 -mt-2 shrink-0"
          aria-label={t('checklist.dismiss')}
          disabled={dismiss.isPending}
          onClick={() => void hide()}
        >
          <X className="size-5" aria-hidden />
        </Button>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col divide-y">
          {STEP_ORDER.map((step, index) => {
            const ticked = data.steps[step];
            return (
              <li
                key={step}
                className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center"
              >
                <div className="flex flex-1 items-start gap-3">
                  <span
                    className={cn(
                      'flex size-7 shrink-0 items-center justify-center rounded-full border text-sm font-semibold',
                      ticked
                        ? 'border-primary bg-primary text-primary-foreground'
                        : 'text-muted-foreground',
                    )}
                    aria-hidden
                  >
                    {ticked ? <Check className="size-4" /> : index + 1}
                  </span>
                  <div className="flex min-w-0 flex-col gap-0.5">
                    <p
                      className={cn('font-medium', ticked && 'text-muted-foreground line-through')}
                    >
                      {t(`checklist.${step}.title`)}
                      <span className="sr-only">
                        {' '}
                        ({ticked ? t('checklist.done') : t('checklist.todo')})
                      </span>
                    </p>
                    {!ticked && (
                      <p className="text-sm text-muted-foreground">{t(`checklist.${step}.hint`)}</p>
                    )}
                  </div>
                </div>
                {!ticked && <div className="ps-10 sm:ps-0">{actions[step]}</div>}
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
