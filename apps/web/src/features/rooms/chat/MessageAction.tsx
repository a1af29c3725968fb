import type { LucideIcon } from 'lucide-react';
import { Button } from '../../../ui/Button.tsx';

interface MessageActionProps {
  icon: LucideIcon;
  /** The visible text. */
  label: string;
  /** What the action does to whom, for assistive technology. */
  description: string;
  /** Whether the action opens a dialog first. */
  opensDialog?: boolean;
  onClick: () => void;
}

/** One small action under a chat message (remove, block, block from room, report). */
export function MessageAction({ icon: Icon, label, description, opensDialog, onClick }: MessageActionProps) {
  return (
    <Button
      size="sm"
      variant="ghost"
      className="h-7 px-2 text-xs"
      aria-haspopup={opensDialog ? 'dialog' : undefined}
      aria-label={description}
      onClick={onClick}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {label}
    </Button>
  );
}
