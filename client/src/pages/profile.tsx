/** /profile: the signed-in user's account, store, delivery terms and password. */
import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/ui/spinner.tsx';
import { useCurrentUser } from '../features/auth/index.ts';
import { EmailPreferencesCard, PasswordForm, ProfileForm } from '../features/profile/index.ts';
import { DeliveryTermsCard } from '../features/delivery-terms/index.ts';
import { InstallAppCard, WhatsappTemplatesCard } from '../features/profile/index.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export default function ProfilePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.profile'));
  const { user } = useCurrentUser();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:py-8">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('profile.title')}</h1>
        <p className="text-sm text-muted-foreground">
          {/* Only a seller has a store to speak of. */}
          {user && user.userType !== 'business'
            ? t('profile.subtitleNoStore')
            : t('profile.subtitle')}
        </p>
      </div>
      {user ? (
        <>
          <ProfileForm key={user.id} user={user} />
          {/* The store's delivery terms: their own endpoint, so their own Save. */}
          {user.userType === 'business' && <DeliveryTermsCard key={`delivery-${user.id}`} />}
          {/* Sellers run their shop from a phone: the order page's WhatsApp words, and the app. */}
          {user.userType === 'business' && <WhatsappTemplatesCard key={`whatsapp-${user.id}`} />}
          {user.userType === 'business' && <InstallAppCard />}
          {/* Sellers and buyers receive emails (issue 15); the card hides itself when none apply. */}
          {(user.userType === 'business' || user.userType === 'customer') && (
            <EmailPreferencesCard key={`email-${user.id}`} />
          )}
          <PasswordForm username={user.username} />
        </>
      ) : (
        <div className="flex min-h-48 items-center justify-center">
          <Spinner className="size-8 text-primary" label={t('common.loading')} />
        </div>
      )}
    </div>
  );
}
