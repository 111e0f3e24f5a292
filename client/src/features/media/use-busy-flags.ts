/** Several pictures of one form may upload at once: the form waits while any of them does. */
import { useCallback, useState } from 'react';

export function useBusyFlags() {
  const [flags, setFlags] = useState<Readonly<Record<string, boolean>>>({});
  const setBusy = useCallback((name: string, busy: boolean) => {
    setFlags((current) => (current[name] === busy ? current : { ...current, [name]: busy }));
  }, []);
  return { busy: Object.values(flags).some(Boolean), setBusy };
}
