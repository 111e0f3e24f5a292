import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';

/**
 * A password field with a show/hide toggle: typing a long password on a phone keyboard is easier
 * when it can be checked. Takes the props FormField gives its control (id, aria-*).
 */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className="relative">
      <Input
        {...props}
        type={visible ? 'text' : 'password'}
        className={cn('h-11 pe-12 md:h-10', className)}
        spellCheck={false}
        autoCapitalize="none"
      />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-pressed={visible}
        aria-label={t('auth.showPassword')}
        aria-controls={props.id}
        className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-md text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring md:w-10"
      >
        <Icon className="size-4" aria-hidden />
      </button>
    </div>
  );
}
