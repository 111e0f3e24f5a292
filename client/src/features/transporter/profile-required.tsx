import { UserCog } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';

/** SPEC §2: without a profile the board stays closed, with a way to the profile tab. */
export function ProfileRequired({ onSetUp }: { onSetUp: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-warning/40 bg-warning-soft p-4 sm:flex-row sm:items-center"
    >
      <UserCog className="size-6 shrink-0 text-warning" aria-hidden />
      <p className="flex-1 text-sm">
        <strong className="font-semibold">{t('transporter.profileRequired.title')}:</strong>{' '}
        {t('transporter.profileRequired.text')}
      </p>
      <Button className="h-11 md:h-10" onClick={onSetUp}>
        {t('transporter.profileRequired.action')}
      </Button>
    </div>
  );
}
