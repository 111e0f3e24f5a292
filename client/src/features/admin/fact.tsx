/**
 * One labelled fact of a profile (a transporter's vehicle, a store's address) in a <dl>: the
 * transporter and store pages show their profiles the same way, with a dash for what is missing.
 */
import type { ReactNode } from 'react';

/** Nothing to show: no value, or an empty one (0 is a value). */
function isBlank(value: ReactNode): boolean {
  return value === null || value === undefined || value === false || value === '';
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium break-words">{isBlank(children) ? '—' : children}</dd>
    </div>
  );
}
