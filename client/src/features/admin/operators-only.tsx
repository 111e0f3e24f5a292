/**
 * The operators' pages exist for every signed-in user (router.tsx), so that a seller who follows a
 * link to /admin is told why not instead of meeting a 404; only an operator gets the page itself,
 * and only then do its queries run.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../auth/index.ts';
import { AccessDenied } from '../transporter/index.ts';

/**
 * What a seller, buyer or transporter sees on /admin/*: the transporter page's alert (SPEC §2)
 * with the operators' text, under a heading naming the page they asked for.
 */
export function OperatorsAccessDenied({ userType, title }: { userType: string; title: string }) {
  const { t } = useTranslation();
  return (
    <AccessDenied
      userType={userType}
      heading={title}
      describe={(type) => t('admin.accessDenied.text', { type })}
    />
  );
}

/** The page (named `title`) for an operator, the Access Denied alert for anyone else. */
export function OperatorsOnly({ title, children }: { title: string; children: ReactNode }) {
  const { user } = useCurrentUser();
  // The route exists only for a signed-in user; null is a logout in progress.
  if (!user) return null;
  if (user.userType !== 'admin') {
    return <OperatorsAccessDenied userType={user.userType} title={title} />;
  }
  return children;
}
