/** The badges of the operators' lists: where a transporter, a store or a report stands. */
import { useTranslation } from 'react-i18next';
import type { AdminStore, AdminTransporter } from '../../../../common/contracts/admin.ts';
import type { ReportStatus } from '../../../../common/enums.ts';
import { Badge, type BadgeVariant } from '../../components/ui/badge.tsx';

/** A pending transporter is "waiting" once both documents are in, "incomplete" before. */
export type TransporterState = 'waiting' | 'incomplete' | 'verified' | 'rejected' | 'suspended';

export function transporterStateOf(
  transporter: Pick<AdminTransporter, 'status' | 'identityDocument' | 'drivingLicence'>,
): TransporterState {
  if (transporter.status !== 'pending') return transporter.status;
  return transporter.identityDocument && transporter.drivingLicence ? 'waiting' : 'incomplete';
}

const TRANSPORTER_VARIANTS: Record<TransporterState, BadgeVariant> = {
  waiting: 'warning',
  incomplete: 'secondary',
  verified: 'success',
  rejected: 'destructive',
  suspended: 'destructive',
};

export function TransporterStateBadge({ state }: { state: TransporterState }) {
  const { t } = useTranslation();
  return (
    <Badge variant={TRANSPORTER_VARIANTS[state]}>{t(`admin.transporters.state.${state}`)}</Badge>
  );
}

export type StoreState = 'active' | 'suspended' | 'incomplete';

export function storeStateOf(store: Pick<AdminStore, 'suspension' | 'setupCompleted'>): StoreState {
  if (store.suspension) return 'suspended';
  return store.setupCompleted ? 'active' : 'incomplete';
}

const STORE_VARIANTS: Record<StoreState, BadgeVariant> = {
  active: 'success',
  suspended: 'destructive',
  incomplete: 'secondary',
};

export function StoreStateBadge({ state }: { state: StoreState }) {
  const { t } = useTranslation();
  return <Badge variant={STORE_VARIANTS[state]}>{t(`admin.stores.state.${state}`)}</Badge>;
}

const REPORT_VARIANTS: Record<ReportStatus, BadgeVariant> = {
  open: 'warning',
  actioned: 'success',
  dismissed: 'secondary',
};

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  const { t } = useTranslation();
  return <Badge variant={REPORT_VARIANTS[status]}>{t(`admin.reports.state.${status}`)}</Badge>;
}
