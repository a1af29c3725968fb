import type { RoomParticipant } from '@limelight/protocol';
import { Crown, DoorClosed, EllipsisVertical, Mic, Shield, UserMinus } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { joinClassNames } from '../../../ui/classNames.ts';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';
import type { PersonAction } from './personActions.ts';

interface PersonRowProps {
  person: RoomParticipant;
  isMe: boolean;
  /** What the viewer may do to this person, in order; none hides the actions button. */
  actions: PersonAction[];
  /** A change for this person is on its way: the actions wait. */
  isBusy: boolean;
  onAction: (action: PersonAction, person: RoomParticipant) => void;
}

const roleBadgeClassNames = {
  owner: 'bg-accent text-accent-fg',
  host: 'bg-accent-soft text-accent',
  mod: 'bg-surface-muted text-fg',
} as const;

const actionIcons: Record<PersonAction, ReactNode> = {
  host: <Mic className="size-4" aria-hidden="true" />,
  mod: <Shield className="size-4" aria-hidden="true" />,
  none: <UserMinus className="size-4" aria-hidden="true" />,
  owner: <Crown className="size-4" aria-hidden="true" />,
  block: <DoorClosed className="size-4" aria-hidden="true" />,
};

/**
 * The label of each action: its accessible name too (the group around the actions names the person), so
 * that what is read is what is seen (issue 22 item 11).
 */
const actionKeys = {
  host: 'roomPeople.makeHost',
  mod: 'roomPeople.makeMod',
  none: 'roomPeople.removeRole',
  owner: 'roomPeople.makeOwner',
  block: 'roomFlags.blockFromRoom',
} as const;

/**
 * One person of the participant list: picture, name, role badge, and for the room's moderators a
 * disclosure of the actions they have on them (Escape closes it and brings the focus back to its button).
 */
export function PersonRow({ person, isMe, actions, isBusy, onAction }: PersonRowProps) {
  const { t } = useTranslation();
  const actionsId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const name = person.displayName;
  const close = () => {
    setIsOpen(false);
    toggleRef.current?.focus();
  };
  return (
    <li className="flex flex-col gap-2 border-b border-border px-3 py-2">
      <div className="flex items-center gap-2">
        <span aria-hidden="true" className="contents">
          <UserAvatar name={name} src={person.avatar} size="sm" />
        </span>
        <p className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-0.5">
          <span className="max-w-full truncate font-semibold">{name}</span>
          {isMe && <span className="text-xs text-fg-muted">{t('roomPeople.you')}</span>}
          {person.role && (
            <span
              className={joinClassNames(
                'rounded-full px-2 py-0.5 text-xs font-semibold',
                roleBadgeClassNames[person.role],
              )}
            >
              {t(`roomPeople.role.${person.role}`)}
            </span>
          )}
        </p>
        {actions.length > 0 && (
          <Button
            ref={toggleRef}
            size="sm"
            variant="ghost"
            className="px-2"
            aria-label={t('roomPeople.manage', { name })}
            aria-expanded={isOpen}
            aria-controls={actionsId}
            onClick={() => setIsOpen((open) => !open)}
          >
            <EllipsisVertical className="size-4" aria-hidden="true" />
          </Button>
        )}
      </div>
      {isOpen && (
        <div
          id={actionsId}
          role="group"
          aria-label={t('roomPeople.actionsFor', { name })}
          className="flex flex-wrap gap-1"
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          {actions.map((action) => {
            return (
              <Button
                key={action}
                size="sm"
                variant={action === 'block' ? 'danger' : 'secondary'}
                disabled={isBusy}
                aria-haspopup={action === 'owner' || action === 'block' ? 'dialog' : undefined}
                onClick={() => {
                  close();
                  onAction(action, person);
                }}
              >
                {actionIcons[action]}
                {t(actionKeys[action])}
              </Button>
            );
          })}
        </div>
      )}
    </li>
  );
}
