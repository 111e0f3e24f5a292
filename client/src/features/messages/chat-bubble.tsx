import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * One message of a thread: who wrote it (above), the words in a bubble on the writer's side
 * (the reader's own at the end, the other party's at the start) and its time or status (below).
 * The seller's inbox and a guest's conversation page draw their threads with it.
 */
export function ChatBubble({
  mine,
  sender,
  meta,
  children,
  className,
  ...props
}: {
  mine: boolean;
  sender: ReactNode;
  meta: ReactNode;
  children: ReactNode;
} & Omit<ComponentProps<'li'>, 'children'>) {
  return (
    <li
      {...props}
      className={cn(
        'flex max-w-[85%] flex-col gap-1 sm:max-w-[75%]',
        mine ? 'items-end self-end' : 'items-start self-start',
        className,
      )}
    >
      {sender}
      <p
        dir="auto"
        className={cn(
          'rounded-2xl px-3.5 py-2 text-sm leading-relaxed whitespace-pre-wrap wrap-break-word',
          mine
            ? 'rounded-ee-sm bg-primary text-primary-foreground'
            : 'rounded-es-sm bg-muted text-foreground',
        )}
      >
        {children}
      </p>
      {meta}
    </li>
  );
}
