import { ResponseCode } from '@limelight/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { answerMessage } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { LoadMoreButton } from '../../ui/LoadMoreButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { friendKeys } from './friendQueries.ts';
import { createGroup } from './friendsApi.ts';
import { useFriendsPanelStore } from './friendsPanelStore.ts';
import { usePeople, usePickedPeople } from '../../lib/people/index.ts';

interface CreateGroupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** spec 000 §5 group: a name and friends, more than 2 people with the creator; codes 27000–27015 shown. */
export function CreateGroupDialog({ open, onOpenChange }: CreateGroupDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const setOpenChat = useFriendsPanelStore((state) => state.setOpenChat);
  const [name, setName] = useState('');
  const { picked, toggle, clear } = usePickedPeople();
  const [error, setError] = useState<string | undefined>();
  const friends = usePeople('searchFriends', '');
  const create = useMutation({
    mutationFn: () => createGroup(name, [...picked]),
    onSuccess: (answer) => {
      if (answer.code !== ResponseCode.Success) {
        setError(answerMessage(answer, t));
        return;
      }
      void queryClient.invalidateQueries({ queryKey: friendKeys.chatList });
      onOpenChange(false);
      setName('');
      clear();
      setError(undefined);
      setOpenChat({ chatId: answer.data.groupId, title: answer.data.groupName, friendId: null });
    },
    onError: () => setError(t('messages.genericError')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('friends.createGroup')}>
      <form className="flex flex-col gap-3" onSubmit={submit}>
        <TextField
          label={t('friends.groupName')}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-medium">{t('friends.pickFriends')}</legend>
          {friends.data?.pages
            .flatMap((page) => page.list)
            .map((friend) => (
              <Checkbox
                key={friend.userId}
                label={friend.displayName}
                checked={picked.has(friend.userId)}
                onChange={(event) => toggle(friend.userId, event.target.checked)}
              />
            ))}
          <LoadMoreButton pages={friends} label={t('friends.loadMore')} />
        </fieldset>
        <FormAlert message={error} />
        <Button type="submit" isLoading={create.isPending}>
          {t('friends.create')}
        </Button>
      </form>
    </Dialog>
  );
}
