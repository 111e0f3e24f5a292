/**
 * The profile's "Email notifications" card (issue 15): one switch per kind of email this account
 * can receive, each saved as soon as it moves. Accounts with no such kind (transporters,
 * operators) get no card at all.
 */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionalEmailKind } from '../../../../common/enums.ts';
import { FormAlert } from '../../components/form/form-actions.tsx';
import { useSubmitAction } from '../../components/form/use-form-submit.ts';
import { LoadingBlock } from '../../components/loading-block.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { isolateLtr } from '../../lib/format.ts';
import { emailPreferencesQueries, useSetEmailPreference } from './email-preferences-api.ts';
import { ProfileCard } from './profile-card.tsx';

export function EmailPreferencesCard() {
  const { t } = useTranslation();
  const preferences = useQuery(emailPreferencesQueries.mine());
  const setPreference = useSetEmailPreference();
  const save = useSubmitAction({
    action: (input: { kind: OptionalEmailKind; enabled: boolean }) =>
      setPreference.mutateAsync(input),
    errorTitle: t('emailPreferences.failed'),
    successToast: (_result, { kind, enabled }) => ({
      title: t(enabled ? 'emailPreferences.savedOn' : 'emailPreferences.savedOff', {
        kind: t(`emailPreferences.kinds.${kind}.label`),
      }),
    }),
  });

  if (preferences.isPending) {
    return (
      <ProfileCard title={t('emailPreferences.title')} description="">
        <LoadingBlock rowClassName="h-12" />
      </ProfileCard>
    );
  }
  if (preferences.isError) {
    return (
      <ProfileCard title={t('emailPreferences.title')} description="">
        <FormAlert>{t('emailPreferences.loadError')}</FormAlert>
      </ProfileCard>
    );
  }
  const { email, kinds } = preferences.data;
  if (kinds.length === 0) return null;

  return (
    <ProfileCard
      title={t('emailPreferences.title')}
      // The address reads left to right inside an Arabic sentence, its full stop after it.
      description={t('emailPreferences.description', { email: isolateLtr(email) })}
    >
      <ul className="grid divide-y">
        {kinds.map(({ kind, enabled }) => (
          <li key={kind} className="py-3 first:pt-0 last:pb-0">
            <PreferenceRow
              kind={kind}
              enabled={enabled}
              onChange={(next) => void save({ kind, enabled: next })}
            />
          </li>
        ))}
      </ul>
    </ProfileCard>
  );
}

function PreferenceRow({
  kind,
  enabled,
  onChange,
}: {
  kind: OptionalEmailKind;
  enabled: boolean;
  onChange: (enabled: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-medium">
          {t(`emailPreferences.kinds.${kind}.label`)}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {t(`emailPreferences.kinds.${kind}.description`)}
        </p>
      </div>
      <Switch
        id={id}
        checked={enabled}
        onCheckedChange={onChange}
        aria-describedby={`${id}-hint`}
      />
    </div>
  );
}
