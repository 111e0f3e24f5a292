/**
 * Language and theme as rows of the phone menu: on a 375 px header a signed-in user's bell, cart
 * and menu need the room, and the two set-once choices fit better one tap further. From 640 px
 * the header has its own menus again, so this shows on phones only.
 */
import { Monitor, Moon, Sun } from 'lucide-react';
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../../common/constants.ts';
import { useChooseLanguage } from '../../components/language-menu.tsx';
import { cn } from '../../lib/cn.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { THEMES, useTheme } from '../../lib/theme.tsx';

const THEME_ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

const OPTION =
  'flex min-h-10 min-w-0 flex-1 items-center justify-center gap-1 rounded-md px-1 text-sm whitespace-nowrap font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground aria-checked:bg-primary aria-checked:text-primary-foreground';

interface Option<T extends string> {
  value: T;
  content: ReactNode;
  lang?: string;
}

/**
 * A radio group as the ARIA pattern has it: one tab stop (the checked option), arrow keys move
 * and choose, in the reading direction.
 */
function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: Option<T>[];
  onChange: (value: T) => void;
}) {
  const labelId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    const step =
      event.key === forward || event.key === 'ArrowDown'
        ? 1
        : event.key === backward || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (!step) return;
    event.preventDefault();
    const index = options.findIndex((option) => option.value === value);
    const next = (index + step + options.length) % options.length;
    const nextOption = options[next];
    if (!nextOption) return;
    onChange(nextOption.value);
    event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="radio"]')[next]?.focus();
  };
  return (
    <div className="flex flex-col gap-1">
      <p id={labelId} className="px-3 text-xs font-semibold text-muted-foreground">
        {label}
      </p>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        onKeyDown={onKeyDown}
        className="flex gap-1 rounded-lg border p-1"
      >
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={option.value === value}
            tabIndex={option.value === value ? 0 : -1}
            lang={option.lang}
            onClick={() => onChange(option.value)}
            className={OPTION}
          >
            {option.content}
          </button>
        ))}
      </div>
    </div>
  );
}

export function PhoneSettings({ className }: { className?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const choose = useChooseLanguage();
  const { theme, setTheme } = useTheme();
  return (
    <div className={cn('flex flex-col gap-3 border-t pt-3', className)}>
      <Choice
        label={t('language.label')}
        value={language}
        onChange={choose}
        options={LANGUAGES.map((code) => ({
          value: code,
          lang: code,
          content: LANGUAGE_NAMES[code],
        }))}
      />
      <Choice
        label={t('theme.label')}
        value={theme}
        onChange={setTheme}
        options={THEMES.map((option) => {
          const Icon = THEME_ICONS[option];
          return {
            value: option,
            content: (
              <>
                <Icon className="size-4" aria-hidden />
                {t(`theme.${option}`)}
              </>
            ),
          };
        })}
      />
    </div>
  );
}
