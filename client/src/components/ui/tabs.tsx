import type * as React from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { Lock } from 'lucide-react';

import { cn } from '../../lib/cn';

export function Tabs({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root className={cn('flex flex-col gap-3', className)} {...props} />;
}

/* Scrolls sideways instead of wrapping when the triggers do not fit a phone's width. */
export function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'inline-flex h-11 max-w-full items-center justify-start overflow-x-auto rounded-md bg-muted p-1 text-muted-foreground md:h-10',
        className,
      )}
      {...props}
    />
  );
}

/* A disabled trigger shows a padlock and a not-allowed cursor so it reads as locked, not broken. */
export function TabsTrigger({
  className,
  children,
  ...props
}: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'group inline-flex h-full shrink-0 items-center justify-center gap-1.5 rounded-sm px-3 text-sm font-medium whitespace-nowrap transition-colors',
        'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        'hover:text-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 data-[disabled]:hover:text-muted-foreground',
        className,
      )}
      {...props}
    >
      {children}
      <Lock className="hidden size-3.5 group-data-[disabled]:inline-block" aria-hidden />
    </TabsPrimitive.Trigger>
  );
}

export function TabsContent({
  className,
  ...props
}: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn(
        'rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        className,
      )}
      {...props}
    />
  );
}
