import { useCurrentUser } from '../features/auth/api.ts';
import { AccessDenied } from '../features/transporter/access-denied.tsx';
import { TransporterDashboard } from '../features/transporter/transporter-dashboard.tsx';

/** /transporter (SPEC §2, §6): transporters work here; anyone else is told why not. */
export default function TransporterPage() {
  const { user } = useCurrentUser();
  if (!user) return null;
  if (user.userType !== 'transporter') return <AccessDenied userType={user.userType} />;
  return <TransporterDashboard userId={user.id} />;
}
