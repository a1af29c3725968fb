import { useId, type ReactNode } from 'react';

interface TooltipProps {
  label: string;
  /** The trigger, given the tooltip's id for its `aria-describedby`. */
  children: (tooltipId: string) => ReactNode;
}

/** A short description shown while the trigger is hovered or focused, and read with it by screen readers. */
export function Tooltip({ label, children }: TooltipProps) {
  const id = useId();
  return (
    <span className="group relative inline-flex">
      {children(id)}
      <span
        role="tooltip"
        id={id}
        className="pointer-events-none invisible absolute top-full left-1/2 z-30 mt-1 -translate-x-1/2 rounded bg-fg px-2 py-1 text-xs whitespace-nowrap text-surface opacity-0 transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
      >
        {label}
      </span>
    </span>
  );
}
