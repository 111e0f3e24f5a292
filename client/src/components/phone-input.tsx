import type { ComponentProps } from 'react';
import { PHONE_COUNTRY_CODE } from '../../../common/tunisia.ts';
import { Input } from './ui/input.tsx';

/** The 8 digits after a fixed +216; spaces are fine, the shared schema normalizes them. */
export function PhoneInput({ id, className, ...props }: ComponentProps<typeof Input>) {
  return (
    <div className="flex" dir="ltr">
      <span
        aria-hidden
        className="inline-flex items-center rounded-s-md border border-e-0 border-input bg-muted px-3 text-sm text-muted-foreground"
      >
        {PHONE_COUNTRY_CODE}
      </span>
      <Input
        id={id}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        aria-required
        placeholder="22 123 456"
        className={`h-11 rounded-s-none md:h-10 ${className ?? ''}`}
        {...props}
      />
    </div>
  );
}

/**
 * "+21622123456" → "22 123 456", for a box that already shows +216: grouped as Tunisians write
 * a number and as the placeholder shows it. Anything that is not 8 digits is left as typed.
 */
export function withoutCountryCode(phone: string): string {
  const trimmed = phone.trim();
  const local = trimmed.startsWith(PHONE_COUNTRY_CODE)
    ? trimmed.slice(PHONE_COUNTRY_CODE.length).trim()
    : trimmed;
  return /^\d{8}$/.test(local)
    ? `${local.slice(0, 2)} ${local.slice(2, 5)} ${local.slice(5)}`
    : local;
}
