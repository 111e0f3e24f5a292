/**
 * The status filter of an operator's list (waiting, verified…, open, handled…): a row of toggle
 * buttons that scrolls sideways on a phone rather than wrapping, the chosen one pressed.
 */
import { cn } from '../../lib/cn.ts';

interface FilterTabsProps<Value extends string> {
  /** The group's accessible name ("Status"). */
  label: string;
  values: readonly Value[];
  value: Value;
  labelOf: (value: Value) => string;
  onChange: (value: Value) => void;
  /** A count after a label (the waiting queue's size), when known. */
  countOf?: (value: Value) => number | undefined;
}

export function FilterTabs<Value extends string>({
  label,
  values,
  value,
  labelOf,
  onChange,
  countOf,
}: FilterTabsProps<Value>) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex h-11 max-w-full items-center justify-start gap-1 overflow-x-auto rounded-md bg-muted p-1 text-muted-foreground md:h-10"
    >
      {values.map((choice) => {
        const count = countOf?.(choice);
        return (
          <button
            key={choice}
            type="button"
            aria-pressed={choice === value}
            onClick={() => onChange(choice)}
            className={cn(
              'inline-flex h-full shrink-0 items-center gap-1.5 rounded-sm px-3 text-sm font-medium whitespace-nowrap transition-colors',
              'outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
              choice === value && 'bg-background text-foreground shadow-sm',
            )}
          >
            {labelOf(choice)}
            {count !== undefined && count > 0 && (
              <span className="rounded-full bg-primary/10 px-1.5 text-xs text-primary tabular-nums">
                {count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}

/** The value from the URL when it is one of the filter's, else the list's default. */
export function filterOf<Value extends string>(
  values: readonly Value[],
  given: string | null,
  fallback: Value,
): Value {
  return values.find((value) => value === given) ?? fallback;
}
