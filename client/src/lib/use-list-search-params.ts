/**
 * List filters kept in the query string (q, page and any other), so coming back from a detail
 * page finds the same list. Writes replace the history entry; ?lng= and other keys are kept.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'wouter';

type ParamChanges = Record<string, string | number | undefined>;

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
