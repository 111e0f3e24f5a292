/** The profile's Store card (sellers only): the store's fields, pictures and a link to its page. */
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { PublicUser } from '../../../../common/contracts/users.ts';
import { paths } from '../../../../common/routes.ts';
import type { FieldForm } from '../../components/form/fields.tsx';
import { ProfileCard } from './profile-card.tsx';
import type { ProfileValues } from './profile-form.tsx';
import { StoreInfoFields } from './store-info-fields.tsx';

export function StoreDetailsCard(props: {
  user: PublicUser;
  form: FieldForm<ProfileValues>;
  onUploading: (field: 'storeLogoId' | 'storeCoverId', busy: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <ProfileCard title={t('profile.store.title')} description={t('profile.store.description')}>
      <StoreInfoFields
        form={props.form}
        logo={props.user.storeLogo}
        cover={props.user.storeCover}
        onUploading={props.onUploading}
      />
      <Link
        href={paths.marketplace.store(props.user.id)}
        className="inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-medium text-primary underline-offset-4 hover:underline md:min-h-0"
      >
        {t('profile.store.view')}
        <ExternalLink className="size-4" aria-hidden />
      </Link>
    </ProfileCard>
  );
}
