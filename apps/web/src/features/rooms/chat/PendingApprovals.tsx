import type { RoomChatMessage } from '@limelight/protocol';
import { Check, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { ChatMessageItem } from './ChatMessageItem.tsx';
import type { ChatModeration } from './useChatModeration.ts';

interface PendingApprovalsProps {
  messages: readonly RoomChatMessage[];
  moderation: ChatModeration;
}

/** Strict moderation (spec 000 §6): the messages waiting for a moderator, each approved or removed. */
export function PendingApprovals({ messages, moderation }: PendingApprovalsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  if (messages.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="max-h-48 overflow-y-auto border-b border-border bg-warning-soft/40"
    >
      <h3 id={headingId} className="px-3 pt-2 text-sm font-semibold">
        {t('roomChat.pendingTitle', { count: messages.length })}
      </h3>
      <ul className="flex flex-col">
        {messages.map((message) => (
          <ChatMessageItem
            key={message.id}
            message={message}
            actions={
              <>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('roomChat.approveFrom', { name: message.sender.displayName })}
                  disabled={moderation.approve.isPending && moderation.approve.variables === message.id}
                  onClick={() => moderation.approve.mutate(message.id)}
                >
                  <Check className="size-4" aria-hidden="true" />
                  {t('roomChat.approve')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('roomChat.removeFrom', { name: message.sender.displayName })}
                  disabled={moderation.remove.isPending && moderation.remove.variables === message.id}
                  onClick={() => moderation.remove.mutate(message.id)}
                >
                  <X className="size-4" aria-hidden="true" />
                  {t('roomChat.remove')}
                </Button>
              </>
            }
          />
        ))}
      </ul>
    </section>
  );
}
