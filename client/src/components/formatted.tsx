/**
 * Amounts and phones as every screen shows them: formatted in the reader's language and isolated,
 * so that inside Arabic text "12,50 د.ت" keeps its unit after the number and "+216 22 123 456"
 * keeps its sign in front.
 */
import type { ComponentProps } from 'react';
import { formatPhone, telHref } from '../lib/format.ts';
import { cn } from '../lib/cn.ts';
import { useFormat } from '../lib/use-format.ts';

type MoneyProps = Omit<ComponentProps<'bdi'>, 'children'> & {
  amount: number | string | null | undefined;
};

/**
 * A dinar amount in a <bdi>: its direction comes from its own first letter (DT or د.ت), so it
 * reads in one piece whatever surrounds it.
 */
export function Money({ amount, className, ...props }: MoneyProps) {
  const { money } = useFormat();
  return (
    <bdi className={cn('whitespace-nowrap tabular-nums', className)} {...props}>
      {money(amount)}
    </bdi>
  );
}

type PhoneProps = Omit<ComponentProps<'a'>, 'children' | 'href'> & {
  phone: string;
  /** A tel: link, for whoever may call this number; plain text otherwise. */
  call?: boolean;
};

/** "+216 22 123 456", always left to right, as a tel: link when the reader may call it. */
export function PhoneNumber({ phone, call = true, className, ...props }: PhoneProps) {
  const text = formatPhone(phone);
  const classes = cn('whitespace-nowrap tabular-nums', className);
  if (!call) {
    return (
      <bdi dir="ltr" className={classes}>
        {text}
      </bdi>
    );
  }
  return (
    <a href={telHref(phone)} dir="ltr" className={classes} {...props}>
      {text}
    </a>
  );
}
