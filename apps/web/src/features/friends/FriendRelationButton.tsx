import { FriendStatus, ResponseCode, type FriendPerson } from '@limelight/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageCircle, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerMessage } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { toast } from '../../ui/toastStore.ts';
import { friendKeys } from './friendQueries.ts';
import { sendFriendRequest } from './friendsApi.ts';
import { useFriendsPanelStore } from './friendsPanelStore.ts';

type RelatedPerson = Pick<FriendPerson, 'userId' | 'displayName' | 'status' | 'chatId'>;

/** spec 000 §4 friend relation: Add Friend → Waiting → Message. */
export function FriendRelationButton({ person }: { person: RelatedPerson }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const setOpenChat = useFriendsPanelStore((state) => state.setOpenChat);
  const [status, setStatus] = useState(person.status);
  const ask = useMutation({
    mutationFn: () => sendFriendRequest(person.userId),
    onSuccess: (answer) => {
      if (answer.code !== ResponseCode.Success) {
        toast.error(answerMessage(answer, t));
        return;
      }
      setStatus(answer.data.status);
      void queryClient.invalidateQueries({ queryKey: friendKeys.peopleAll });
    },
    onError: () => toast.error(t('messages.genericError')),
  });
  if (status === FriendStatus.IsFriend && person.chatId !== null) {
    const chatId = person.chatId;
    return (
      <Button
        size="sm"
        variant="secondary"
        aria-label={t('friends.messageTo', { name: person.displayName })}
        onClick={() => setOpenChat({ chatId, title: person.displayName, friendId: person.userId })}
      >
        <MessageCircle className="size-4" aria-hidden="true" />
        {t('friends.message')}
      </Button>
    );
  }
  if (status === FriendStatus.RequestSent)
    return (
      <Button size="sm" variant="secondary" disabled>
        {t('friends.waiting')}
      </Button>
    );
  return (
    <Button
      size="sm"
      isLoading={ask.isPending}
      aria-label={t('friends.addFriendTo', { name: person.displayName })}
      onClick={() => ask.mutate()}
    >
      <UserPlus className="size-4" aria-hidden="true" />
      {t('friends.addFriend')}
    </Button>
  );
}
