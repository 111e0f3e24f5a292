/** /auth/forgot-password: asks for the emailed link to choose a new password (issue 15). */
import { useTranslation } from 'react-i18next';
import { ForgotPasswordForm } from '../features/auth/index.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.forgotPassword'));
  return <ForgotPasswordForm />;
}
