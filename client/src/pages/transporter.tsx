import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../features/auth/index.ts';
import { AccessDenied, TransporterDashboard } from '../features/transporter/index.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** /transporter (SPEC §2, §6): transporters work here; anyone else is told why not. */
export default function TransporterPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.transporter'));
  const { user } = useCurrentUser();
  if (!user) return null;
  if (user.userType !== 'transporter') return <AccessDenied userType={user.userType} />;
  return <TransporterDashboard />;
}
