/**
 * The frame of the one-purpose pages an email leads to (forgot and reset password, unsubscribe):
 * one narrow card, as the sign-in form is, with a round icon, a heading, a line under it, and
 * the form or the outcome.
 */
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { Card, CardContent } from './ui/card.tsx';

export function StatusCard({
  icon: Icon,
  tone = 'primary',
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  /** The icon's colour: the form and a success in the brand's, a dead link in the warning's. */
  tone?: 'primary' | 'success' | 'destructive';
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-8 sm:py-12">
      <Card>
        <CardContent className="grid gap-6 pt-6">
          <div className="grid justify-items-center gap-3 text-center">
            <span
              className={cn(
                'flex size-12 items-center justify-center rounded-full',
                tone === 'primary' && 'bg-primary/10 text-primary',
                tone === 'success' && 'bg-success/10 text-success',
                tone === 'destructive' && 'bg-destructive/10 text-destructive',
              )}
            >
              <Icon className="size-6" aria-hidden />
            </span>
            <h1 className="text-2xl font-bold">{title}</h1>
            {description && (
              <div className="grid gap-2 text-sm text-muted-foreground">{description}</div>
            )}
          </div>
          {children}
        </CardContent>
      </Card>
    </div>
  );
}
