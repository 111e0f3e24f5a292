/**
 * Every operator decision goes through this one dialog: verify, reject or suspend a transporter,
 * suspend or restore a store, hide or show a product, dismiss a report. The reason follows the
 * API's own rules (common/schemas/admin.ts), so the form refuses what the server would, with the
 * same message codes; what the server still refuses (a 409) comes back as a toast.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  ADMIN_REASON_MAX,
  adminReportDecisionSchema,
  adminStoreDecisionSchema,
} from '../../../../common/schemas/admin.ts';
import { TextAreaField } from '../../components/form/fields.tsx';
import { SubmitButton } from '../../components/form/form-actions.tsx';
import { useFormSubmit } from '../../components/form/use-form-submit.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { isStaleAnswer } from './api.ts';
import { useFocusBack } from './focus-back.ts';

/** Whether the decision needs a reason (≥ 5 characters), may take a note, or takes nothing. */
export type ReasonRule = 'required' | 'optional' | 'none';

interface ReasonValues {
  reason: string;
}

interface ReasonOutput {
  reason?: string;
}

const REASON_SCHEMAS = {
  required: z.object({ reason: adminStoreDecisionSchema.shape.reason }),
  optional: z.object({ reason: adminReportDecisionSchema.shape.reason }),
  none: z.object({ reason: z.string().transform(() => undefined) }),
} as const;

export interface DecisionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  reason: ReasonRule;
  /** The reason field's label ("Reason", "Note"); the field is left out for 'none'. */
  reasonLabel?: string;
  /** A hint under the field: who reads the reason. */
  reasonHint?: string;
  confirmLabel: string;
  /** Red confirm button for what takes something away (reject, suspend, hide). */
  destructive?: boolean;
  errorTitle: string;
  successTitle: string;
  /** Sends the decision with the reason as the schema left it (trimmed; undefined when empty). */
  send: (reason: string | undefined) => Promise<unknown>;
}

function DecisionForm(props: DecisionDialogProps) {
  const { t } = useTranslation();
  const form = useForm<ReasonValues, unknown, ReasonOutput>({
    // The three schemas take the same one field; only their rules differ.
    resolver: zodResolver(REASON_SCHEMAS[props.reason]) as Resolver<
      ReasonValues,
      unknown,
      ReasonOutput
    >,
    defaultValues: { reason: '' },
  });
  const submit = useFormSubmit(form, {
    action: ({ reason }: ReasonOutput) => props.send(reason),
    fields: ['reason'],
    errorTitle: props.errorTitle,
    successToast: { title: props.successTitle },
    onSuccess: () => props.onOpenChange(false),
    // Stale (decided meanwhile, gone): the toast says why and the refreshed screen takes over.
    onError: (error) => {
      if (isStaleAnswer(error)) props.onOpenChange(false);
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4">
      {props.reason !== 'none' && (
        <TextAreaField
          form={form}
          name="reason"
          label={props.reasonLabel ?? t('admin.decision.reason')}
          description={props.reasonHint}
          requiredMark={props.reason === 'required'}
          maxLength={ADMIN_REASON_MAX}
          rows={3}
        />
      )}
      <DialogFooter className="pt-2">
        <DialogClose asChild>
          <Button type="button" variant="outline" className="h-11 md:h-10">
            {t('admin.decision.cancel')}
          </Button>
        </DialogClose>
        <SubmitButton
          pending={form.formState.isSubmitting}
          pendingLabel={t('admin.decision.sending')}
          variant={props.destructive ? 'destructive' : 'default'}
          className="h-11 md:h-10"
        >
          {props.confirmLabel}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}

export function DecisionDialog(props: DecisionDialogProps) {
  const { t } = useTranslation();
  const focusBack = useFocusBack(props.open);
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent
        onCloseAutoFocus={focusBack}
        closeLabel={t('admin.decision.close')}
        className="max-h-[90dvh] overflow-y-auto"
      >
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: each opening starts from an empty reason. */}
        {props.open && <DecisionForm {...props} />}
      </DialogContent>
    </Dialog>
  );
}
