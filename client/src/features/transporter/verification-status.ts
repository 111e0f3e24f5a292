/**
 * Where a transporter stands with Hanout's operators (issue 13), as the screens read it: only a
 * verified transporter gets the full board; the others see the preview and a notice saying why.
 */
import type { TransporterVerificationStatus } from '../../../../common/enums.ts';
import type { TransporterProfile } from '../../../../common/contracts/transporters.ts';
import type { BadgeVariant } from '../../components/ui/badge.tsx';

/** True when the full board (addresses, phones, Accept) is open to this profile. */
export function isVerified(profile: TransporterProfile | null | undefined): boolean {
  return profile?.verification.status === 'verified';
}

/** The badge colour of each status: waiting is amber, refused and suspended red. */
export const VERIFICATION_BADGE_VARIANTS: Record<TransporterVerificationStatus, BadgeVariant> = {
  pending: 'warning',
  verified: 'success',
  rejected: 'destructive',
  suspended: 'destructive',
};

/**
 * What the verification card shows: the documents form (`send`), the waiting line once they
 * were sent (`sent`), the confirmation (`verified`), or the suspension with no way to resend.
 * A refused transporter sends new documents, so `rejected` shows the form with the reason.
 */
export type VerificationStage = 'send' | 'sent' | 'verified' | 'rejected' | 'suspended';

export function verificationStage(profile: TransporterProfile): VerificationStage {
  const { status, documentsSubmittedAt } = profile.verification;
  if (status === 'pending') return documentsSubmittedAt ? 'sent' : 'send';
  return status;
}

/** The verification card's id, for links to it (the dashboard's notice): here, not in the card, so
 * linking to it does not load the card's upload form. */
export const VERIFICATION_CARD_ID = 'verification';
