import { Ban, Hourglass, ShieldCheck, ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TransporterVerificationStatus } from '../../../../common/enums.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { VERIFICATION_BADGE_VARIANTS } from './verification-status.ts';

const ICONS = { pending: Hourglass, verified: ShieldCheck, rejected: ShieldX, suspended: Ban };

/** Pending review, Verified, Rejected or Suspended, in its colour and with its icon. */
export function VerificationStatusBadge({ status }: { status: TransporterVerificationStatus }) {
  const { t } = useTranslation();
  const Icon = ICONS[status];
  return (
    <Badge variant={VERIFICATION_BADGE_VARIANTS[status]} data-status={status}>
      <Icon aria-hidden />
      {t(`verification.status.${status}`)}
    </Badge>
  );
}
