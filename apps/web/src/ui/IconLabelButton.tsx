import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from './Button.tsx';

interface IconLabelButtonProps extends Omit<ComponentProps<typeof Button>, 'children' | 'asChild'> {
  icon: LucideIcon;
  label: string;
  /** Only the icon below the widest screens (the label stays the accessible name and the tooltip). */
  isCompact?: boolean;
}

/**
 * A button of an icon and its label, where the label gives way to the icon below 2xl when the bar is
 * crowded: a room's name keeps its width (Settings, Invite friends, Report or End room, Create room).
 */
export function IconLabelButton({ icon: Icon, label, isCompact = true, ...rest }: IconLabelButtonProps) {
  return (
    <Button aria-label={isCompact ? label : undefined} title={isCompact ? label : undefined} {...rest}>
      <Icon className="size-4" aria-hidden="true" />
      <span className={isCompact ? 'max-2xl:hidden' : undefined}>{label}</span>
    </Button>
  );
}
