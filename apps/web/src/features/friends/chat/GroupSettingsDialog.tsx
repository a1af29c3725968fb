import { ResponseCode, type Envelope } from '@limelight/protocol';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { nextPageParam } from '../../../lib/api/index.ts';
import { answerMessage } from '../../../lib/i18n/index.ts';
import { useSessionStore } from '../../../lib/session/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { LoadMoreButton } from '../../../ui/LoadMoreButton.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { friendKeys } from '../friendQueries.ts';
import { fetchGroupMembers, groupActions } from '../friendsApi.ts';
import type { OpenChat } from '../friendsPanelStore.ts';

interface GroupSettingsDialogProps {
  chat: OpenChat;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The member left or ended the group: the panel goes back to the list. */
  onGone: () => void;
}

/**
 * Chat settings of a group (spec 000 §2): rename, members, make owner (transferOwner), remove, leave
 * (the owner must transfer first, 27010), end the group. Renaming, making owner, removing and ending are
 * the owner's (spec 000 §6, 27004): only the owner is offered them (the server refuses them to others
 * too); a member reads the name and the members and may leave.
 */
export function GroupSettingsDialog({ chat, open, onOpenChange, onGone }: GroupSettingsDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const myId = useSessionStore((state) => state.session?.userId);
  const [name, setName] = useState(chat.title);
  const [error, setError] = useState<string | undefined>();
  const members = useInfiniteQuery({
    queryKey: friendKeys.members(chat.chatId),
    queryFn: ({ pageParam }) => fetchGroupMembers(chat.chatId, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: open,
  });
  const act = useMutation({
    mutationFn: ({ run }: { run: () => Promise<Envelope<unknown>>; closes?: boolean }) => run(),
    onSuccess: (answer, { closes }) => {
      if (answer.code !== ResponseCode.Success) {
        setError(answerMessage(answer, t));
        return;
      }
      setError(undefined);
      void queryClient.invalidateQueries({ queryKey: friendKeys.all });
      if (closes) {
        onOpenChange(false);
        onGone();
      }
    },
    onError: () => setError(t('messages.genericError')),
  });
  const memberList = members.data?.pages.flatMap((page) => page.list) ?? [];
  // The owner comes first in the members' list, so the first page tells.
  const isOwner = memberList.some((member) => member.isOwner && member.userId === myId);
  const rename = (event: FormEvent) => {
    event.preventDefault();
    act.mutate({ run: () => groupActions.rename(chat.chatId, name) });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('friends.chatSettings')}>
      <div className="flex flex-col gap-3">
        <FormAlert message={error} />
        {isOwner ? (
          <form className="flex items-end gap-2" onSubmit={rename}>
            <TextField
              label={t('friends.groupName')}
              className="flex-1"
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
            <Button type="submit" variant="secondary" disabled={act.isPending}>
              {t('friends.rename')}
            </Button>
          </form>
        ) : (
          <p className="text-lg font-semibold break-words">{chat.title}</p>
        )}
        <h4 className="text-sm font-semibold">{t('friends.members')}</h4>
        <ul aria-label={t('friends.members')} className="flex flex-col gap-1">
          {memberList.map((member) => (
            <li key={member.userId} className="flex flex-wrap items-center gap-2">
              <span className="min-w-0 flex-1 truncate">
                {member.displayName}
                {member.isOwner && ` · ${t('friends.owner')}`}
              </span>
              {isOwner && member.userId !== myId && (
                <>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={act.isPending}
                    onClick={() =>
                      act.mutate({ run: () => groupActions.makeOwner(chat.chatId, member.userId) })
                    }
                  >
                    {t('friends.makeOwner')}
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={t('friends.removeMember', { name: member.displayName })}
                    disabled={act.isPending}
                    onClick={() => act.mutate({ run: () => groupActions.remove(chat.chatId, member.userId) })}
                  >
                    {t('friends.remove')}
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
        <LoadMoreButton pages={members} label={t('friends.loadMore')} />
        <div className="flex justify-end gap-2">
          <Button
            variant="secondary"
            disabled={act.isPending}
            onClick={() => act.mutate({ run: () => groupActions.leave(chat.chatId), closes: true })}
          >
            {t('friends.leaveGroup')}
          </Button>
          {isOwner && (
            <Button
              variant="danger"
              disabled={act.isPending}
              onClick={() => act.mutate({ run: () => groupActions.end(chat.chatId), closes: true })}
            >
              {t('friends.endGroup')}
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
