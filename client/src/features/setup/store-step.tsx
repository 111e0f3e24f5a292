/**
 * Step 2: the store's name, description, pictures, phones, governorate and address, saved on the
 * user (SPEC §4, §5), and its delivery terms (issue 14), saved next. The wizard asks for the
 * governorate, which older clients may leave out.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { storeInfoInputSchema, type StoreInfoInput } from '../../../../common/schemas/auth.ts';
import type { PublicUser } from '../../../../common/contracts/users.ts';
import { issue } from '../../../../common/messages.ts';
import { toMediaImage, type MediaImage } from '../../../../common/media.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { withoutCountryCode } from '../../components/phone-input.tsx';
import { useFormSubmit } from '../../components/form/use-form-submit.ts';
import { translateCode } from '../../lib/validation.ts';
import { useUpdateUser } from '../auth/index.ts';
import { useBusyFlags } from '../media/index.ts';
import { StoreInfoFields } from '../profile/index.ts';
import {
  DeliveryTermsFields,
  useDeliveryTermsForm,
  useDeliveryTermsSubmit,
  useOwnDeliveryTerms,
} from '../delivery-terms/index.ts';
import { deliveryTermsInputSchema } from '../../../../common/schemas/delivery.ts';
import {
  NO_USER,
  NextButton,
  PreviousIcon,
  StepActions,
  StepHeading,
  stepButtonClassName,
} from './step-parts.tsx';

const FIELDS = [
  'storeName',
  'storeDescription',
  'storePhone',
  'storeAddress',
  'storeGovernorate',
  'storeWhatsapp',
  'storeLogoId',
  'storeCoverId',
] as const;

const storeStepSchema = storeInfoInputSchema.refine((values) => Boolean(values.storeGovernorate), {
  path: ['storeGovernorate'],
  message: issue('store.governorate.invalid'),
});

export function storeValuesOf(user: PublicUser | null): StoreInfoInput {
  return {
    storeName: user?.storeName ?? '',
    storeDescription: user?.storeDescription ?? '',
    storePhone: user?.storePhone ?? '',
    storeAddress: user?.storeAddress ?? '',
    // Unset, the select asks; the step's schema refuses it.
    storeGovernorate: user?.storeGovernorate ?? null,
    storeWhatsapp: withoutCountryCode(user?.storeWhatsapp ?? ''),
    storeLogoId: user?.storeLogo?.id ?? null,
    storeCoverId: user?.storeCover?.id ?? null,
  };
}

/**
 * The picture a draft holds: the saved one, or an upload made before going back a step (its
 * size is not kept, so the largest variant stands for it; the preview only needs its address).
 */
function pictureOf(saved: MediaImage | null, id: string | null | undefined): MediaImage | null {
  if (id === undefined || id === saved?.id) return saved;
  return id ? toMediaImage({ id, width: 1280, height: 1280 }) : null;
}

interface StoreStepProps {
  user: PublicUser | null;
  /** What was typed before leaving with Previous, so coming back loses nothing. */
  draft?: StoreInfoInput;
  /** Absent when the account step was skipped: there is nothing to go back to. */
  onPrevious?: (draft: StoreInfoInput) => void;
  onDone: () => void;
}

export function StoreStep({ user, draft, onPrevious, onDone }: StoreStepProps) {
  const { t } = useTranslation();
  const waitId = useId();
  const updateUser = useUpdateUser();
  const uploads = useBusyFlags();
  const start = draft ? { ...storeValuesOf(user), ...draft } : storeValuesOf(user);
  const form = useForm<StoreInfoInput>({
    resolver: zodResolver(storeStepSchema),
    defaultValues: start,
  });

  // A seller's terms only: the account step makes one before this step is reached.
  const savedTerms = useOwnDeliveryTerms(user?.userType === 'business');
  const termsForm = useDeliveryTermsForm(savedTerms.data);
  const saveTerms = useDeliveryTermsSubmit(termsForm);

  const saveStore = useFormSubmit(form, {
    // Without a user (signed out in another tab) nothing is sent, and the toast says why.
    action: (values: StoreInfoInput) =>
      user ? updateUser.mutateAsync({ id: user.id, ...values }) : Promise.reject(NO_USER),
    fields: FIELDS,
    errorTitle: t('toast.storeSaveFailed'),
    fallback: user ? undefined : translateCode(t, 'account.notFound'),
  });

  /**
   * Both parts are checked first, so every refused field shows at once; then the store, then its
   * terms. Terms refused by the server keep the seller on the step, the store already saved.
   */
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // trigger(), not a second handleSubmit: both forms' messages show after one press.
    const termsValid = await termsForm.trigger(undefined, { shouldFocus: true });
    await form.handleSubmit(async (values) => {
      if (!termsValid) return;
      const terms = deliveryTermsInputSchema.parse(termsForm.getValues());
      if (!(await saveStore(values))) return;
      if (await saveTerms(terms)) {
        toast({ title: t('toast.storeSaved') });
        onDone();
      }
    })();
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <StepHeading title={t('setup.store.title')} description={t('setup.store.description')} />
      <StoreInfoFields
        form={form}
        logo={pictureOf(user?.storeLogo ?? null, start.storeLogoId)}
        cover={pictureOf(user?.storeCover ?? null, start.storeCoverId)}
        onUploading={uploads.setBusy}
      />
      <div className="mt-6 border-t pt-5">
        <DeliveryTermsFields form={termsForm} />
      </div>
      {uploads.busy && (
        <p id={waitId} role="status" className="mt-4 text-sm text-muted-foreground sm:text-end">
          {t('photos.waitUploads')}
        </p>
      )}
      <StepActions className={onPrevious ? undefined : 'sm:justify-end'}>
        {onPrevious && (
          <Button
            type="button"
            variant="outline"
            className={stepButtonClassName}
            disabled={form.formState.isSubmitting || uploads.busy}
            onClick={() => onPrevious(form.getValues())}
          >
            <PreviousIcon />
            {t('setup.previous')}
          </Button>
        )}
        <NextButton
          pending={form.formState.isSubmitting || termsForm.formState.isSubmitting}
          disabled={uploads.busy}
        />
      </StepActions>
    </form>
  );
}
