/**
 * The two documents an operator checks before a transporter sees addresses and phones: the
 * identity document (CIN or passport) and the driving licence. Each uploads on its own as soon as
 * it is picked; "Send for verification" sends both ids (POST /api/transporter/verification).
 */
import { Lock, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, SubmitButton } from '../../components/form/form-actions.tsx';
import { useSubmitAction } from '../../components/form/use-form-submit.ts';
import { Button } from '../../components/ui/button.tsx';
import { translateCode } from '../../lib/validation.ts';
import { usePhotoUploads, type PhotoUploads } from '../media/index.ts';
import { useSendVerificationDocuments } from './api.ts';
import { DocumentField } from './document-field.tsx';

interface DocumentsFormProps {
  /** After a successful sending: the card shows that the documents are on their way. */
  onSent: () => void;
  /** Offered when documents were already sent and this form replaces them. */
  onCancel?: () => void;
}

/** The upload's id once it is done; null while there is none or it is still on its way. */
function uploadedId(uploads: PhotoUploads): string | null {
  const photo = uploads.photos[0];
  return photo?.state === 'done' ? (photo.mediaId ?? null) : null;
}

export function DocumentsForm({ onSent, onCancel }: DocumentsFormProps) {
  const { t } = useTranslation();
  // Both uploads live here, so what is sent and whether to wait are read in the same render.
  const identityUploads = usePhotoUploads([], 1, { kind: 'document' });
  const licenceUploads = usePhotoUploads([], 1, { kind: 'document' });
  const identity = uploadedId(identityUploads);
  const licence = uploadedId(licenceUploads);
  const busy = identityUploads.busy || licenceUploads.busy;
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const send = useSendVerificationDocuments();

  const submit = useSubmitAction({
    action: (documents: { identityDocumentId: string; drivingLicenceId: string }) =>
      send.mutateAsync(documents),
    successToast: {
      title: t('verification.toast.sent'),
      description: t('verification.toast.sentText'),
    },
    onSuccess: onSent,
    // Said in the card: the transporter reads it next to the photos it is about.
    onError: (_error, message) => {
      setFailure(message);
      return true;
    },
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    if (busy) {
      setFailure(t('verification.waitUploads'));
      return;
    }
    if (!identity || !licence) return;
    await submit({ identityDocumentId: identity, drivingLicenceId: licence });
  }

  const missing = tried && !busy ? t('verification.document.missing') : undefined;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <DocumentField
        testId="identity-document"
        label={t('verification.identity.label')}
        hint={t('verification.identity.hint')}
        uploads={identityUploads}
        error={identity ? undefined : missing}
      />
      <DocumentField
        testId="driving-licence"
        label={t('verification.licence.label')}
        hint={t('verification.licence.hint')}
        uploads={licenceUploads}
        error={licence ? undefined : missing}
      />
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
        {t('verification.privacy')}
      </p>
      {tried && !busy && (!identity || !licence) && !failure && (
        <FormAlert>{translateCode(t, 'transporter.documents.required')}</FormAlert>
      )}
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button type="button" variant="outline" className="h-11 md:h-10" onClick={onCancel}>
            {t('verification.cancel')}
          </Button>
        )}
        <SubmitButton
          pending={send.isPending}
          pendingLabel={t('verification.sending')}
          icon={<Send className="rtl:-scale-x-100" aria-hidden />}
          className="h-11 md:h-10"
        >
          {t('verification.send')}
        </SubmitButton>
      </div>
    </form>
  );
}
