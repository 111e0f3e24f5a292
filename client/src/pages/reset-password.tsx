/**
 * /auth/reset-password#token=…: the emailed link (issue 15). Open to everyone, signed in or not:
 * the link may be opened on a device where someone is still signed in.
 */
import { useTranslation } from 'react-i18next';
import { ResetPasswordForm, useResetTokenFromHash } from '../features/auth/index.ts';
import { useLocalePart } from '../lib/locale-parts.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export default function ResetPasswordPage() {
  // Its texts are not all in the public part the marketplace's pages load (lib/locale-parts.ts).
  useLocalePart('office');
  const { t } = useTranslation();
  useDocumentTitle(t('titles.resetPassword'));
  const token = useResetTokenFromHash();
  return <ResetPasswordForm token={token} />;
}
