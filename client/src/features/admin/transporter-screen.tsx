/**
 * /admin/transporters/:id: one transporter's documents, large on demand, the facts of their
 * profile, and the operator's decisions: verify (both documents needed), reject or suspend with a
 * reason the transporter reads.
 */
import { formatDateTime, isolate } from '../../lib/format.ts';
import { BadgeCheck, Ban, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminTransporter } from '../../../../common/contracts/admin.ts';
import { paths } from '../../../../common/routes.ts';
import { BackLink } from '../../components/back-link.tsx';
import { PhoneNumber } from '../../components/formatted.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { type TransporterDecisionInput, useAdminTransporter, useDecideTransporter } from './api.ts';
import { DecisionDialog } from './decision-dialog.tsx';
import { Fact } from './fact.tsx';
import { DocumentTile } from './document-tile.tsx';
import { LoadFailed } from './load-failed.tsx';
import { NotFoundNotice } from './not-found-notice.tsx';
import { transporterStateOf, TransporterStateBadge } from './status-badges.tsx';

type Decision = 'verified' | 'rejected' | 'suspended';

/** Which decisions make sense from where the transporter stands. */
export function decisionsFor(transporter: AdminTransporter): Decision[] {
  const decisions: Decision[] = [];
  const documents = !!transporter.identityDocument && !!transporter.drivingLicence;
  if (transporter.status !== 'verified' && documents) decisions.push('verified');
  if (transporter.status === 'pending') decisions.push('rejected');
  if (transporter.status !== 'suspended') decisions.push('suspended');
  return decisions;
}

/**
 * What a decision sends: the reason where one is needed, and the sending date of the documents on
 * screen, so that the server refuses (409) a decision on documents replaced since.
 */
export function transporterDecisionBody(
  transporter: AdminTransporter,
  decision: Decision,
  reason: string | undefined,
): TransporterDecisionInput {
  const documentsSubmittedAt = transporter.documentsSubmittedAt;
  return decision === 'verified'
    ? { status: decision, documentsSubmittedAt }
    : { status: decision, reason: reason ?? '', documentsSubmittedAt };
}

function Facts({ transporter }: { transporter: AdminTransporter }) {
  const { t, i18n } = useTranslation();
  const f = (key: string) => t(`admin.transporter.facts.${key}`);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('admin.transporter.profile')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Fact label={f('username')}>
            <bdi>@{transporter.username}</bdi>
          </Fact>
          <Fact label={f('email')}>
            <a href={`mailto:${transporter.email}`} dir="ltr" className="text-primary">
              {transporter.email}
            </a>
          </Fact>
          <Fact label={f('phone')}>
            <PhoneNumber phone={transporter.phoneNumber} />
          </Fact>
          <Fact label={f('vehicle')}>
            <bdi>
              {[transporter.vehicleType, transporter.vehicleModel, transporter.vehicleYear]
                .filter(Boolean)
                .join(' · ')}
            </bdi>
          </Fact>
          <Fact label={f('plate')}>
            <bdi dir="ltr">{transporter.licensePlate}</bdi>
          </Fact>
          <Fact label={f('capacity')}>
            <bdi>{transporter.capacity}</bdi>
          </Fact>
          <Fact label={f('areas')}>
            <bdi>{transporter.areasServed}</bdi>
          </Fact>
          <Fact label={f('deliveries')}>{transporter.completedDeliveries}</Fact>
          <Fact label={f('joined')}>{formatDateTime(transporter.createdAt, i18n.language)}</Fact>
          <Fact label={f('submitted')}>
            {transporter.documentsSubmittedAt &&
              formatDateTime(transporter.documentsSubmittedAt, i18n.language)}
          </Fact>
        </dl>
      </CardContent>
    </Card>
  );
}

const DECISION_ICONS = { verified: BadgeCheck, rejected: XCircle, suspended: Ban } as const;

function Decisions({ transporter }: { transporter: AdminTransporter }) {
  const { t } = useTranslation();
  const decide = useDecideTransporter(transporter.id);
  const [open, setOpen] = useState<Decision | null>(null);
  const decisions = decisionsFor(transporter);
  const text = (decision: Decision, key: string) =>
    t(`admin.transporter.decisions.${decision}.${key}`, { name: isolate(transporter.fullName) });
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      {decisions.map((decision) => {
        const Icon = DECISION_ICONS[decision];
        return (
          <Button
            key={decision}
            variant={decision === 'verified' ? 'default' : 'outline'}
            className="h-11 md:h-10"
            onClick={() => setOpen(decision)}
          >
            <Icon aria-hidden />
            {text(decision, 'button')}
          </Button>
        );
      })}
      {open && (
        <DecisionDialog
          open
          onOpenChange={(next) => setOpen(next ? open : null)}
          title={text(open, 'title')}
          description={text(open, 'description')}
          reason={open === 'verified' ? 'none' : 'required'}
          reasonHint={t('admin.transporter.reasonHint')}
          confirmLabel={text(open, 'confirm')}
          destructive={open !== 'verified'}
          errorTitle={t('admin.transporter.failed')}
          successTitle={text(open, 'done')}
          send={(reason) => decide.mutateAsync(transporterDecisionBody(transporter, open, reason))}
        />
      )}
    </div>
  );
}

function Decided({ transporter }: { transporter: AdminTransporter }) {
  const { t, i18n } = useTranslation();
  if (!transporter.reason && !transporter.decidedAt) return null;
  return (
    <div className="rounded-md border bg-muted/50 px-3 py-2 text-sm">
      {transporter.decidedAt && (
        <p className="text-muted-foreground">
          {t('admin.transporter.decidedAt', {
            date: isolate(formatDateTime(transporter.decidedAt, i18n.language)),
          })}
        </p>
      )}
      {transporter.reason && (
        <p>
          <span className="font-medium">
            {t('admin.common.labelled', { label: t('admin.decision.reason') })}
          </span>
          <bdi>{transporter.reason}</bdi>
        </p>
      )}
    </div>
  );
}

function TransporterView({ transporter }: { transporter: AdminTransporter }) {
  const { t } = useTranslation();
  useDocumentTitle(transporter.fullName);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold sm:text-3xl">
            <bdi>{transporter.fullName}</bdi>
          </h1>
          <TransporterStateBadge state={transporterStateOf(transporter)} />
        </div>
        <Decided transporter={transporter} />
        <Decisions transporter={transporter} />
      </div>
      <section aria-labelledby="documents-title" className="flex flex-col gap-3">
        <h2 id="documents-title" className="text-lg font-semibold">
          {t('admin.transporter.documents')}
        </h2>
        <div className="grid max-w-3xl grid-cols-1 gap-4 sm:grid-cols-2">
          <DocumentTile
            title={t('admin.transporter.identityDocument')}
            document={transporter.identityDocument}
            owner={transporter.fullName}
          />
          <DocumentTile
            title={t('admin.transporter.drivingLicence')}
            document={transporter.drivingLicence}
            owner={transporter.fullName}
          />
        </div>
      </section>
      <Facts transporter={transporter} />
    </div>
  );
}

export function TransporterScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const transporter = useAdminTransporter(id);
  const notFound =
    id <= 0 || (transporter.error instanceof ApiError && transporter.error.status === 404);
  return (
    <div className="flex flex-col gap-4">
      <BackLink href={paths.admin.transporters()} label={t('admin.transporter.back')} />
      {notFound ? (
        <NotFoundNotice text={t('admin.transporter.notFound')} />
      ) : transporter.isError ? (
        <LoadFailed onRetry={() => void transporter.refetch()} />
      ) : transporter.data ? (
        <TransporterView transporter={transporter.data} />
      ) : (
        <Skeleton className="h-64 w-full" />
      )}
    </div>
  );
}
