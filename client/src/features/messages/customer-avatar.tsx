import { cn } from '../../lib/cn.ts';

/** The customer's initial in a circle; decorative, the name is always written beside it. */
export function CustomerAvatar({ name, className }: { name: string; className?: string }) {
  const initial = Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '?';
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary',
        className,
      )}
    >
      {initial}
    </span>
  );
}
