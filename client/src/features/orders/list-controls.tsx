/**
 * List chrome for the back-office lists (orders here, customers too): filters kept in the URL so
 * coming back from a detail page finds the same list, a debounced search box and paging.
 */
import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';

export const SEARCH_DEBOUNCE_MS = 300;

type ParamChanges = Record<string, string | number | undefined>;

/** q, page and other filters read from and written to the query string (?lng= is kept). */
export function useListSearchParams() {
  const [params, setParams] = useSearchParams();
  const parsedPage = Number.parseInt(params.get('page') ?? '', 10);
  const page = Number.isInteger(parsedPage) && parsedPage > 0 ? parsedPage : 1;
  const update = useCallback(
    (changes: ParamChanges) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            const empty = value === undefined || value === '' || (key === 'page' && value === 1);
            if (empty) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { q: params.get('q') ?? '', page, get: (key: string) => params.get(key), update };
}

/** `value` once it has stopped changing for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

interface SearchBoxProps {
  id: string;
  label: string;
  placeholder: string;
  /** The search in force (from the URL); the box follows it when it changes elsewhere. */
  value: string;
  /** Called with the trimmed text once typing pauses. */
  onSearch: (q: string) => void;
}

export function SearchBox({ id, label, placeholder, value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The search changed from outside (a nav link cleared it): show it, unless it is what is typed.
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }

  return (
    <div className="relative w-full sm:max-w-sm">
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Search
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        id={id}
        type="search"
        className="h-11 ps-9 md:h-10"
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => onSearch(next.trim()), SEARCH_DEBOUNCE_MS);
        }}
      />
    </div>
  );
}

interface ListPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Translated texts: the nav's name, the buttons, and "Page {page} of {pages}". */
  labels: {
    nav: string;
    previous: string;
    next: string;
    status: (page: number, pages: number) => string;
  };
}

/** Previous / Next, shown only when there is more than one page. */
export function ListPagination({
  page,
  pageSize,
  total,
  onPageChange,
  labels,
}: ListPaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize) return null;
  return (
    <nav aria-label={labels.nav} className="flex items-center justify-between gap-2">
      <Button
        variant="outline"
        className="h-11 md:h-10"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft className="rtl:-scale-x-100" aria-hidden />
        {labels.previous}
      </Button>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {labels.status(Math.min(page, pages), pages)}
      </p>
      <Button
        variant="outline"
        className="h-11 md:h-10"
        disabled={page >= pages}
        onClick={() => onPageChange(page + 1)}
      >
        {labels.next}
        <ChevronRight className="rtl:-scale-x-100" aria-hidden />
      </Button>
    </nav>
  );
}
