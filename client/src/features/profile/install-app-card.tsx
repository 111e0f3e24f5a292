/**
 * "Install Hanout" in a seller's profile on a phone (issue 15): the browser's own install dialog
 * where it offers one (Android), the Share → Add to Home Screen steps on iPhone and iPad Safari,
 * nothing once Hanout runs from the home screen or where neither applies (a desktop).
 */
import { Download, Share, SquarePlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import {
  isIosSafari,
  isPhoneLike,
  isStandalone,
  promptInstall,
  useInstallPromptAvailable,
} from '../../lib/pwa.ts';
import { ProfileCard } from './profile-card.tsx';

export function InstallAppCard() {
  const { t } = useTranslation();
  const available = useInstallPromptAvailable();
  // Neither changes while the page is open.
  const [{ phone, ios, installed }] = useState(() => ({
    phone: isPhoneLike(),
    ios: isIosSafari(),
    installed: isStandalone(),
  }));
  if (installed || !phone || !(available || ios)) return null;
  return (
    <ProfileCard title={t('pwa.install.title')} description={t('pwa.install.description')}>
      <div className="flex items-center gap-3">
        <img
          src="/icons/icon-192.png"
          alt=""
          width={48}
          height={48}
          className="size-12 rounded-xl"
        />
        <p className="text-sm text-muted-foreground">{t('pwa.install.benefits')}</p>
      </div>
      {available ? (
        <Button className="h-11 w-full sm:w-auto" onClick={() => void promptInstall()}>
          <Download aria-hidden />
          {t('pwa.install.button')}
        </Button>
      ) : (
        <ol className="grid gap-2 text-sm" aria-label={t('pwa.install.iosTitle')}>
          <li className="flex items-center gap-2">
            <Share className="size-4 shrink-0 text-primary" aria-hidden />
            {t('pwa.install.iosShare')}
          </li>
          <li className="flex items-center gap-2">
            <SquarePlus className="size-4 shrink-0 text-primary" aria-hidden />
            {t('pwa.install.iosAdd')}
          </li>
        </ol>
      )}
    </ProfileCard>
  );
}
