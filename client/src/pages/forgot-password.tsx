/** /auth/forgot-password: asks for the emailed link to choose a new password (issue 15). */
import { useTranslation } from 'react-i18next';
import { ForgotPasswordForm } from '../features/auth/index.ts';
import { useLocalePart } from '../lib/locale-parts.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export default function ForgotPasswordPage() {
  // Its texts are not all in the public part the marketplace's pages load (lib/locale-parts.ts).
  useLocalePart('office');
  const { t } = useTranslation();
  useDocumentTitle(t('titles.forgotPassword'));
  return <ForgotPasswordForm />;
}
