import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  description?: string;
  /** A call to action, usually a Button. */
  action?: ReactNode;
  /** The heading level that fits the surrounding outline. */
  headingLevel?: 'h1' | 'h2' | 'h3';
}

/** What a view shows when it has nothing to list yet, with an optional way forward. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel: Heading = 'h2',
}: EmptyStateProps) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-12 text-center">
      {icon && (
        <div className="rounded-full bg-accent-soft p-3 text-accent" aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading className="text-xl font-semibold">{title}</Heading>
      {description && <p className="text-fg-muted">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
