import { ChevronDown, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { GOVERNORATES } from '../../../../common/tunisia.ts';

type Language = 'en' | 'fr' | 'ar';

/** Adds a name to the comma-separated text unless it is already there. */
export function addArea(text: string, name: string): string {
  const parts = text
    .split(/[,،]/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.some((part) => part.toLowerCase() === name.toLowerCase())) return parts.join(', ');
  return [...parts, name].join(', ');
}

/**
 * The 24 governorates as quick picks for "Areas served", which stays free text (SPEC §3): a tap
 * adds the governorate's name in the reader's language.
 */
export function AreasQuickPicks({
  value,
  onPick,
}: {
  value: string;
  onPick: (next: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = (
    ['fr', 'ar'].includes(i18n.resolvedLanguage ?? '') ? i18n.resolvedLanguage : 'en'
  ) as Language;
  const names = GOVERNORATES.map((g) => g[language]).sort((a, b) => a.localeCompare(b, language));
  const chosen = new Set(
    value
      .split(/[,،]/)
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean),
  );
  return (
    <details className="group rounded-md border bg-muted/40 px-3 py-2 text-sm">
      <summary className="flex min-h-9 cursor-pointer list-none items-center justify-between gap-2 font-medium select-none [&::-webkit-details-marker]:hidden">
        {t('transporter.profile.quickPicks')}
        <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden />
      </summary>
      <ul
        className="mt-2 flex flex-wrap gap-2"
        aria-label={t('transporter.profile.quickPicksLabel')}
      >
        {names.map((name) => {
          const added = chosen.has(name.toLowerCase());
          return (
            <li key={name}>
              <button
                type="button"
                disabled={added}
                aria-label={t('transporter.profile.addArea', { name })}
                onClick={() => onPick(addArea(value, name))}
                className="inline-flex min-h-9 items-center gap-1 rounded-full border bg-background px-3 text-xs font-medium transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-default disabled:border-primary/30 disabled:bg-primary/10 disabled:text-primary"
              >
                {!added && <Plus className="size-3" aria-hidden />}
                {name}
              </button>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
