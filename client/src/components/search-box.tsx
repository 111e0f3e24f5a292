/**
 * The one search box of the app: a labelled search input with its magnifier. It only reports
 * what is typed; the caller decides when to search (debounced with lib/use-debounced-value.ts
 * for live lists, on submit for the marketplace's search form).
 */
import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';
import { Input } from './ui/input.tsx';
import { Label } from './ui/label.tsx';

interface SearchBoxProps extends Omit<ComponentProps<typeof Input>, 'onChange' | 'type'> {
  /** The accessible name, as a visually hidden label; leave it out when a visible label exists. */
  label?: string;
  value: string;
  onValueChange: (text: string) => void;
  /** Classes of the wrapper (width); `className` goes to the input. */
  wrapperClassName?: string;
}

export function SearchBox({
  id,
  label,
  value,
  onValueChange,
  wrapperClassName,
  className,
  ...inputProps
}: SearchBoxProps) {
  return (
    <div className={cn('relative min-w-0', wrapperClassName)}>
      {id && label ? (
        <Label htmlFor={id} className="sr-only">
          {label}
        </Label>
      ) : null}
      <Search
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        id={id}
        type="search"
        aria-label={id ? undefined : label}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        className={cn('h-11 ps-9 md:h-10', className)}
        {...inputProps}
      />
    </div>
  );
}
