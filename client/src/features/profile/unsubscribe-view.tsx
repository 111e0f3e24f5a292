/**
 * An email's unsubscribe page (/email/unsubscribe/:token, issue 15): what the link turns off and
 * for which address (partly hidden: the email may have been forwarded), then one button. Opening
 * the page changes nothing; mail scanners that follow links must not unsubscribe anyone.
 */
import { useQuery } from '@tanstack/react-query';
import { BellOff, CheckCircle2, LinkIcon, Loader2, MailX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../../../common/routes.ts';
import { FormAlert } from '../../components/form/form-actions.tsx';
import { useSubmitAction } from '../../components/form/use-form-submit.ts';
import { StatusCard } from '../../components/status-card.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { serverMessageOf } from '../../lib/form-errors.ts';
import { emailPreferencesQueries, useUnsubscribe } from './email-preferences-api.ts';

/** The address as the server gave it, kept left to right inside Arabic text. */
function Address({ email }: { email: string }) {
  return (
    <bdi dir="ltr" className="font-medium text-foreground">
      {email}
    </bdi>
  );
}

export function UnsubscribeView({ token }: { token: string }) {
  const { t } = useTranslation();
  const link = useQuery({ ...emailPreferencesQueries.unsubscribe(token), retry: false });
  const unsubscribe = useUnsubscribe(token);
  // A failure is said on the card (FormAlert below), not also in a toast.
  const confirm = useSubmitAction({ action: () => unsubscribe.mutateAsync() });

  if (link.isPending) {
    return (
      <div className="flex min-h-64 items-center justify-center">
        <Spinner className="size-8 text-primary" label={t('common.loading')} />
      </div>
    );
  }
  if (link.isError) {
    const notFound = link.error instanceof ApiError && link.error.status === 404;
    return (
      <StatusCard
        icon={LinkIcon}
        tone="destructive"
        title={t('unsubscribe.title')}
        description={
          <p role="alert">
            {notFound
              ? serverMessageOf(t, link.error, t('unsubscribe.loadError'))
              : t('unsubscribe.loadError')}
          </p>
        }
      >
        <HomeLink />
      </StatusCard>
    );
  }

  const { kind, email, unsubscribed } = link.data;
  const kindName = t(`emailPreferences.kinds.${kind}.label`);
  if (unsubscribed) {
    // Just now, or on an earlier visit: the same facts, under a title that says which.
    return (
      <StatusCard
        icon={CheckCircle2}
        tone="success"
        title={t(unsubscribe.isSuccess ? 'unsubscribe.doneTitle' : 'unsubscribe.alreadyTitle')}
        description={
          <p role="status">
            {/* The address is its own element, so it is split around rather than interpolated. */}
            <TextWithAddress
              text={t('unsubscribe.doneText', { kind: kindName, email: '\u0000' })}
              email={email}
            />
          </p>
        }
      >
        <div className="grid w-full gap-2">
          <Button asChild variant="outline" className="h-11 md:h-10">
            <Link href={paths.profile}>{t('unsubscribe.profile')}</Link>
          </Button>
          <HomeLink />
        </div>
      </StatusCard>
    );
  }

  return (
    <StatusCard
      icon={MailX}
      title={t('unsubscribe.title')}
      description={
        <>
          <p>
            <TextWithAddress
              text={t('unsubscribe.question', { kind: kindName, email: '\u0000' })}
              email={email}
            />
          </p>
          <p className="text-xs">{t('unsubscribe.hint')}</p>
        </>
      }
    >
      {unsubscribe.isError && (
        <FormAlert className="w-full">
          {serverMessageOf(t, unsubscribe.error, t('unsubscribe.failed'))}
        </FormAlert>
      )}
      <Button
        className="h-11 w-full md:h-10"
        disabled={unsubscribe.isPending}
        onClick={() => void confirm(undefined)}
      >
        {unsubscribe.isPending ? (
          <Loader2 className="animate-spin" aria-hidden />
        ) : (
          <BellOff aria-hidden />
        )}
        {unsubscribe.isPending ? t('unsubscribe.pending') : t('unsubscribe.submit')}
      </Button>
    </StatusCard>
  );
}

/** A translated sentence whose `{{email}}` was filled with a marker, the address put in its place. */
function TextWithAddress({ text, email }: { text: string; email: string }) {
  const [before, after = ''] = text.split('\u0000');
  return (
    <>
      {before}
      <Address email={email} />
      {after}
    </>
  );
}

function HomeLink() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="link" className="h-11 md:h-10">
      <Link href={paths.marketplace.home}>{t('unsubscribe.home')}</Link>
    </Button>
  );
}
