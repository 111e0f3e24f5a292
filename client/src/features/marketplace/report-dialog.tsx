/**
 * Report a product or a store to Hanout's team (issue 13): a discreet button on the product and
 * store pages, and a dialog with the reason and what is wrong. Guests may report too; the form is
 * checked with the route's own schema (reportInputSchema), so "other" needs its details here as
 * on the server.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { REPORT_REASONS, type ReportTarget } from '../../../../common/enums.ts';
import {
  REPORT_DETAILS_MAX,
  REPORT_DETAILS_MIN_FOR_OTHER,
  reportInputSchema,
  type ReportInput,
} from '../../../../common/schemas/admin.ts';
import { RadioCardsField, TextAreaField } from '../../components/form/fields.tsx';
import { FormAlert } from '../../components/form/form-actions.tsx';
import { FormDialogFooter } from '../../components/form/form-dialog-footer.tsx';
import { useFormSubmit } from '../../components/form/use-form-submit.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog.tsx';
import { cn } from '../../lib/cn.ts';
import { useReport } from './api.ts';

type ReportValues = z.output<typeof reportInputSchema>;

interface ReportFormProps {
  target: ReportTarget;
  targetId: number;
  onDone: () => void;
}

function ReportForm({ target, targetId, onDone }: ReportFormProps) {
  const { t } = useTranslation();
  const report = useReport(target, targetId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ReportInput, unknown, ReportValues>({
    resolver: zodResolver(reportInputSchema),
    defaultValues: { details: '' },
  });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const details = useWatch({ control: form.control, name: 'details' }) ?? '';
  const detailsRequired = reason === 'other';

  const submit = useFormSubmit(form, {
    action: (values: ReportValues) => report.mutateAsync(values),
    fields: ['reason', 'details'],
    successToast: { title: t('report.thanks') },
    onSuccess: onDone,
    // Kept in the dialog (a 429 included): the reader still has their text in front of them.
    onError: (_error, message) => {
      setFailure(message);
      return true;
    },
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        setFailure(null);
        void form.handleSubmit(submit)(event);
      }}
      className="grid gap-4"
    >
      <RadioCardsField
        form={form}
        name="reason"
        legend={t('report.reasonLegend')}
        choices={REPORT_REASONS.map((value) => ({ value, label: t(`report.reasons.${value}`) }))}
      />
      <TextAreaField
        form={form}
        name="details"
        label={detailsRequired ? t('report.detailsRequired') : t('report.details')}
        description={t(detailsRequired ? 'report.detailsCountRequired' : 'report.detailsCount', {
          count: details.length,
          max: REPORT_DETAILS_MAX,
          min: REPORT_DETAILS_MIN_FOR_OTHER,
        })}
        rows={4}
        maxLength={REPORT_DETAILS_MAX}
        aria-required={detailsRequired || undefined}
        placeholder={t('report.detailsPlaceholder')}
      />
      {failure && <FormAlert>{failure}</FormAlert>}
      <FormDialogFooter
        cancelLabel={t('report.cancel')}
        pending={form.formState.isSubmitting}
        pendingLabel={t('report.sending')}
      >
        {t('report.send')}
      </FormDialogFooter>
    </form>
  );
}

interface ReportDialogProps {
  target: ReportTarget;
  targetId: number;
  className?: string;
}

/** The Report button and its dialog; the form starts empty at each opening. */
export function ReportDialog({ target, targetId, className }: ReportDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className={cn('text-muted-foreground', className)}
          aria-label={t(`report.buttonLabel.${target}`)}
        >
          <Flag aria-hidden />
          {t('report.button')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t(`report.title.${target}`)}</DialogTitle>
          <DialogDescription>{t('report.description')}</DialogDescription>
        </DialogHeader>
        {open && <ReportForm target={target} targetId={targetId} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
