/**
 * The transporter's verification on My Profile (issue 13): where they stand, the operator's
 * reason after a refusal or a suspension, and the two documents to send. Until an operator has
 * verified them, the board shows no address, no phone and no Accept button.
 */
import { CalendarClock, Mail, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../../../common/routes.ts';
import type { TransporterProfile } from '../../../../common/contracts/transporters.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { formatDate } from '../../lib/format.ts';
import { DocumentsForm } from './documents-form.tsx';
import { VERIFICATION_CARD_ID, verificationStage } from './verification-status.ts';
import { VerificationStatusBadge } from './verification-status-badge.tsx';

/** The card's id: the board's notice links here. */

/** The operator's words, set apart: they are what the transporter has to act on. */
export function OperatorReason({ reason }: { reason: string | null }) {
  const { t } = useTranslation();
  if (!reason) return null;
  return (
    <div className="rounded-md border border-destructive/30 bg-destructive-soft p-3 text-sm">
      <p className="font-medium text-destructive">{t('verification.reasonLabel')}</p>
      <p className="mt-1 whitespace-pre-line text-foreground" dir="auto">
        {reason}
      </p>
    </div>
  );
}

function ContactButton() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="outline" className="h-11 w-full sm:w-fit md:h-10">
      <Link href={paths.contact}>
        <Mail aria-hidden />
        {t('verification.contact')}
      </Link>
    </Button>
  );
}

export function VerificationCard({ profile }: { profile: TransporterProfile }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const { verification } = profile;
  const stage = verificationStage(profile);
  // Documents already sent may still be replaced while they wait (a blurry photo).
  const [replacing, setReplacing] = useState(false);
  const sentOn = verification.documentsSubmittedAt
    ? formatDate(verification.documentsSubmittedAt, language)
    : null;

  let body;
  if (stage === 'verified') {
    body = (
      <div className="flex items-start gap-3 rounded-md bg-success-soft p-3 text-sm">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
        <div className="grid gap-1">
          <p>{t('verification.verifiedText')}</p>
          {verification.decidedAt && (
            <p className="text-muted-foreground">
              {t('verification.verifiedOn', {
                date: formatDate(verification.decidedAt, language),
              })}
            </p>
          )}
        </div>
      </div>
    );
  } else if (stage === 'suspended') {
    body = (
      <div className="grid gap-4">
        <OperatorReason reason={verification.reason} />
        <p className="text-sm">{t('verification.suspendedText')}</p>
        <ContactButton />
      </div>
    );
  } else if (stage === 'sent' && !replacing) {
    body = (
      <div className="grid gap-4">
        <div className="flex items-start gap-3 rounded-md bg-info-soft p-3 text-sm">
          <CalendarClock className="mt-0.5 size-5 shrink-0 text-info" aria-hidden />
          <p data-testid="verification-sent">{t('verification.sentOn', { date: sentOn })}</p>
        </div>
        <p className="text-sm text-muted-foreground">{t('verification.privacy')}</p>
        <Button
          variant="outline"
          className="h-11 w-full sm:w-fit md:h-10"
          onClick={() => setReplacing(true)}
        >
          {t('verification.replace')}
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="grid gap-4">
        {stage === 'rejected' && (
          <>
            <OperatorReason reason={verification.reason} />
            <p className="text-sm">{t('verification.rejectedText')}</p>
          </>
        )}
        {stage === 'send' && <p className="text-sm">{t('verification.intro')}</p>}
        <DocumentsForm
          onSent={() => {
            setReplacing(false);
            // The form gives way to a short line: keep the card, not the form below, in view.
            document.getElementById(VERIFICATION_CARD_ID)?.scrollIntoView?.({ block: 'start' });
          }}
          onCancel={replacing ? () => setReplacing(false) : undefined}
        />
      </div>
    );
  }

  return (
    <Card
      id={VERIFICATION_CARD_ID}
      className="max-w-3xl scroll-mt-20"
      data-testid="verification-card"
      data-stage={stage}
    >
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle
            as="h2"
            tabIndex={-1}
            id={`${VERIFICATION_CARD_ID}-title`}
            className="outline-none"
          >
            {t('verification.title')}
          </CardTitle>
          <VerificationStatusBadge status={verification.status} />
        </div>
        <CardDescription>{t(`verification.description.${stage}`)}</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}

export { VERIFICATION_CARD_ID };
