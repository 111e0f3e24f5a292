/** The profile's Delivery card (sellers): the store's delivery terms, saved on their own. */
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../components/form/form-actions.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { LoadingBlock } from '../../components/loading-block.tsx';
import { useOwnDeliveryTerms } from './api.ts';
import {
  DeliveryTermsFields,
  useDeliveryTermsForm,
  useDeliveryTermsSubmit,
} from './delivery-terms-form.tsx';

export function DeliveryTermsCard() {
  const { t } = useTranslation();
  const terms = useOwnDeliveryTerms();
  const form = useDeliveryTermsForm(terms.data);
  const submit = useDeliveryTermsSubmit(form, { successToast: true });
  const { isDirty, isSubmitting } = form.formState;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('deliveryTerms.card.title')}</CardTitle>
        <CardDescription>{t('deliveryTerms.card.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {terms.isPending ? (
          <LoadingBlock />
        ) : terms.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('common.error')}
          </p>
        ) : (
          <form
            noValidate
            onSubmit={form.handleSubmit(submit)}
            className="flex flex-col gap-6"
            aria-label={t('deliveryTerms.card.title')}
          >
            <DeliveryTermsFields form={form} headed={false} />
            <div className="flex justify-end">
              <SubmitButton
                pending={isSubmitting}
                disabled={!isDirty}
                className="h-11 w-full sm:w-auto"
              >
                {t('deliveryTerms.card.save')}
              </SubmitButton>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
