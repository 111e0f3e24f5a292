/**
 * The four-step store setup (SPEC §2, §4): account → store → products → complete. Only the
 * current step's tab is open; the others are locked and moved to by the steps' own buttons.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreInfoInput } from '../../../../common/schemas/auth.ts';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { Progress } from '../../components/ui/progress.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useFormat } from '../../lib/use-format.ts';
import { useCurrentUser } from '../auth/index.ts';
import { AccountStep } from './account-step.tsx';
import { CompleteStep } from './complete-step.tsx';
import { ProductsStep } from './products-step.tsx';
import { StoreStep } from './store-step.tsx';
import { openingStep, progressOf, WIZARD_STEPS, type WizardStep } from './wizard-steps.ts';

export function SetupWizard() {
  const { t } = useTranslation();
  const { percent } = useFormat();
  const { user, isLoading } = useCurrentUser();
  // Null until a step's button moves on: until then the step follows who is signed in.
  const [movedTo, setMovedTo] = useState<WizardStep | null>(null);
  // Only an account made here can be gone back to; a signed-in seller skipped that step.
  const [accountMadeHere, setAccountMadeHere] = useState(false);
  const [storeDraft, setStoreDraft] = useState<StoreInfoInput>();

  const step = movedTo ?? openingStep(user);
  const number = WIZARD_STEPS.indexOf(step) + 1;
  const progress = progressOf(step);

  return (
    <Card className="w-full max-w-2xl">
      <CardHeader className="gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle as="h1" className="text-xl sm:text-2xl">
            {t('setup.title')}
          </CardTitle>
          <CardDescription>{t('setup.subtitle')}</CardDescription>
        </div>
        <div className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-2 text-sm">
            <span className="font-medium">
              {t('setup.stepOf', { current: number, total: WIZARD_STEPS.length })}
            </span>
            <bdi dir="ltr" className="text-muted-foreground">
              {t('setup.percent', { value: percent(progress, 0) })}
            </bdi>
          </div>
          <Progress
            value={progress}
            aria-label={t('setup.progressLabel')}
            aria-valuetext={t('setup.percent', { value: percent(progress, 0) })}
          />
        </div>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <div className="flex min-h-48 items-center justify-center">
            <Spinner className="size-8 text-primary" label={t('common.loading')} />
          </div>
        ) : (
          <Tabs value={step}>
            <TabsList className="flex h-auto min-h-11 w-full md:min-h-10">
              {WIZARD_STEPS.map((tab) => (
                <TabsTrigger
                  key={tab}
                  value={tab}
                  disabled={tab !== step}
                  className="min-h-9 min-w-0 flex-auto gap-1 px-1.5 text-xs sm:px-3 sm:text-sm"
                >
                  <span className="truncate">{t(`setup.steps.${tab}`)}</span>
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="account" className="pt-3">
              <AccountStep
                user={accountMadeHere ? user : null}
                onDone={() => {
                  setAccountMadeHere(true);
                  setMovedTo('store');
                }}
              />
            </TabsContent>
            <TabsContent value="store" className="pt-3">
              <StoreStep
                user={user}
                draft={storeDraft}
                onPrevious={
                  accountMadeHere
                    ? (draft) => {
                        setStoreDraft(draft);
                        setMovedTo('account');
                      }
                    : undefined
                }
                onDone={() => {
                  setStoreDraft(undefined);
                  setMovedTo('products');
                }}
              />
            </TabsContent>
            <TabsContent value="products" className="pt-3">
              <ProductsStep
                user={user}
                onPrevious={() => setMovedTo('store')}
                onSkipped={() => setMovedTo('complete')}
              />
            </TabsContent>
            <TabsContent value="complete" className="pt-3">
              <CompleteStep />
            </TabsContent>
          </Tabs>
        )}
      </CardContent>
    </Card>
  );
}
