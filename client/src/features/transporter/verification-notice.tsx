/**
 * Above the preview board, and on the dashboard: why the board is closed for now and what to do,
 * with a way to the verification card. The words follow the verification's stage.
 */
import { Ban, Hourglass, ShieldAlert, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TransporterProfile } from '../../../../common/contracts/transporters.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { formatDate, isolate } from '../../lib/format.ts';
import { verificationStage, type VerificationStage } from './verification-status.ts';

const TONES: Record<Exclude<VerificationStage, 'verified'>, string> = {
  send: 'border-warning/40 bg-warning-soft',
  sent: 'border-info/40 bg-info-soft',
  rejected: 'border-destructive/40 bg-destructive-soft',
  suspended: 'border-destructive/40 bg-destructive-soft',
};

const ICONS = { send: ShieldAlert, sent: Hourglass, rejected: ShieldAlert, suspended: Ban };

interface VerificationNoticeProps {
  profile: TransporterProfile;
  /** Opens the verification card (My Profile tab, or /transporter from the dashboard). */
  onShowVerification: () => void;
  className?: string;
}

/** Nothing for a verified transporter: the board is theirs. */
export function VerificationNotice({
  profile,
  onShowVerification,
  className,
}: VerificationNoticeProps) {
  const { t, i18n } = useTranslation();
  const stage = verificationStage(profile);
  if (stage === 'verified') return null;
  const { reason, documentsSubmittedAt } = profile.verification;
  const Icon = ICONS[stage];
  const text = t(`verification.notice.${stage}`, {
    reason: isolate(reason ?? ''),
    date: documentsSubmittedAt
      ? formatDate(documentsSubmittedAt, i18n.resolvedLanguage ?? 'en')
      : '',
  });
  return (
    <div
      role="status"
      data-testid="verification-notice"
      className={cn(
        'flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center sm:gap-4',
        TONES[stage],
        className,
      )}
    >
      {/* The icon stays beside the words on a phone; the button goes under them. */}
      <div className="flex flex-1 items-start gap-3">
        <Icon
          className={cn(
            'size-6 shrink-0',
            stage === 'sent' ? 'text-info' : stage === 'send' ? 'text-warning' : 'text-destructive',
          )}
          aria-hidden
        />
        <div className="text-sm">
          <p className="font-semibold">{t(`verification.notice.${stage}Title`)}</p>
          <p className="mt-1 whitespace-pre-line">{text}</p>
        </div>
      </div>
      <Button
        variant={stage === 'send' || stage === 'rejected' ? 'default' : 'outline'}
        className="h-11 md:h-10"
        onClick={onShowVerification}
      >
        <ShieldCheck aria-hidden />
        {t(`verification.notice.${stage}Action`)}
      </Button>
    </div>
  );
}
