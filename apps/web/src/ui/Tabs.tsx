import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { focusRingClassName, joinClassNames } from './classNames.ts';

/** Tabs root: arrow keys move between triggers, as the WAI-ARIA tabs pattern wants. */
export function Tabs({ className, ...rest }: ComponentProps<typeof RadixTabs.Root>) {
  return <RadixTabs.Root className={joinClassNames('flex flex-col', className)} {...rest} />;
}

export function TabsList({ className, ...rest }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List className={joinClassNames('flex gap-1 border-b border-border', className)} {...rest} />
  );
}

export function TabsTrigger({ className, ...rest }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={joinClassNames(
        '-mb-px cursor-pointer border-b-2 border-transparent px-3 py-2 text-sm font-medium text-fg-muted hover:text-fg',
        'data-[state=active]:border-accent data-[state=active]:text-fg',
        focusRingClassName,
        className,
      )}
      {...rest}
    />
  );
}

export function TabsContent({ className, ...rest }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={joinClassNames('py-3', focusRingClassName, className)} {...rest} />;
}
