import { MoreHorizontal, type LucideIcon } from 'lucide-react';
import { useId, type KeyboardEvent } from 'react';
import { Button } from './Button.tsx';
import { focusRingClassName, joinClassNames } from './classNames.ts';
import { useDisclosure } from './useDisclosure.ts';

/** One choice of an action menu. */
export interface MenuAction {
  /** A stable key (the choice's name). */
  id: string;
  icon: LucideIcon;
  /** The visible text, which is also its accessible name. */
  label: string;
  /** Whether the choice opens a dialog first. */
  opensDialog?: boolean;
  tone?: 'danger';
  onSelect: () => void;
}

interface ActionMenuProps {
  /** The menu button's accessible name, saying whose actions these are ("Actions on Ada's message"). */
  label: string;
  actions: readonly MenuAction[];
  /** The menu button's icon: "more" (…) by default; the account menu shows a person. */
  icon?: LucideIcon;
}

const itemClassName = joinClassNames(
  'flex w-full cursor-pointer items-center gap-2 rounded px-3 py-2 text-left text-sm whitespace-nowrap hover:bg-surface-muted',
  focusRingClassName,
);

/** Moves the focus among the menu's items with the arrow keys, Home and End (the WAI-ARIA menu pattern). */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const items = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')];
  const index = items.indexOf(document.activeElement as HTMLButtonElement);
  const next = {
    ArrowDown: (index + 1) % items.length,
    ArrowUp: (index - 1 + items.length) % items.length,
    Home: 0,
    End: items.length - 1,
  }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  items[next]?.focus();
}

/**
 * A "more actions" button opening a menu of choices (Discord's message menu): one button per item instead
 * of a row of buttons, and the account menu. Closes on Escape, a press outside and after a choice; the first choice takes the focus.
 */
export function ActionMenu({ label, actions, icon: Icon = MoreHorizontal }: ActionMenuProps) {
  const menuId = useId();
  const { containerRef, buttonRef, isOpen, setIsOpen } = useDisclosure();
  if (actions.length === 0) return null;
  return (
    <div ref={containerRef} className="relative">
      <Button
        ref={buttonRef}
        variant="ghost"
        size="sm"
        className="size-8 px-0"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => setIsOpen((open) => !open)}
      >
        <Icon className="size-4" aria-hidden="true" />
      </Button>
      {isOpen && (
        <ul
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={moveFocus}
          className="absolute right-0 z-30 mt-1 min-w-44 rounded-md border border-border bg-surface-raised p-1 shadow-lg"
        >
          {actions.map(({ id, icon: Icon, label: itemLabel, opensDialog, tone, onSelect }, index) => (
            <li key={id} role="none">
              <button
                type="button"
                role="menuitem"
                // The first choice takes the focus as the menu opens.
                autoFocus={index === 0}
                aria-haspopup={opensDialog ? 'dialog' : undefined}
                className={joinClassNames(itemClassName, tone === 'danger' && 'text-danger')}
                onClick={() => {
                  setIsOpen(false);
                  onSelect();
                }}
              >
                <Icon className="size-4" aria-hidden="true" />
                {itemLabel}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
