import { EventEmailBatch, ResponseCode } from '@limelight/protocol';
import { useMutation } from '@tanstack/react-query';
import { Mail, Send, Users } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../lib/clock/index.ts';
import { answerMessage } from '../../lib/i18n/index.ts';
import { usePeople, usePickedPeople } from '../../lib/people/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { CopyField } from '../../ui/CopyField.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { LoadMoreButton } from '../../ui/LoadMoreButton.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { toast } from '../../ui/toastStore.ts';
import { readEmailList } from './emailList.ts';
import { inviteFriends, sendEmailInvitations } from './invitationsApi.ts';

/** What people are invited to: an event or a room (rooms share the events' ids). */
export interface InvitationTarget {
  id: string;
  title: string;
  /** The page's address, to share by hand. */
  shareUrl: string;
  /** Events are also invited to by e-mail (spec 000 §7 sendEmailInvitation names events). */
  offersEmail: boolean;
}

interface InviteFriendsDialogProps {
  target: InvitationTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The friend picker: the caller's friends by name, several chosen across searches, then invited at once. */
function FriendPicker({ target }: { target: InvitationTarget }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const condition = useDebouncedValue(search.trim(), 300);
  const pages = usePeople('searchFriends', condition);
  const friends = pages.data?.pages.flatMap((page) => page.list) ?? [];
  const { picked, toggle: togglePicked, clear } = usePickedPeople();
  const [error, setError] = useState<string | undefined>();
  const invite = useMutation({
    mutationFn: () => inviteFriends(target.id, [...picked]),
    onSuccess: (answer) => {
      if (answer.code !== ResponseCode.Success) {
        toast.error(answerMessage(answer, t));
        return;
      }
      toast.success(t('invitations.friendsInvited', { count: answer.data.invited.length }));
      clear();
    },
    onError: () => toast.error(t('messages.sendInvitationLinkFailed')),
  });
  const toggle = (userId: string, isPicked: boolean) => {
    setError(undefined);
    togglePicked(userId, isPicked);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (picked.size === 0) setError(t('invitations.pickSomeone'));
    else invite.mutate();
  };
  return (
    <form className="flex flex-col gap-3" aria-label={t('invitations.inviteFriends')} onSubmit={submit}>
      <TextField
        label={t('invitations.searchFriends')}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium">{t('invitations.friendsLegend')}</legend>
        {pages.isLoading ? (
          <LoadingState label={t('app.loading')} />
        ) : friends.length === 0 ? (
          <EmptyState
            headingLevel="h3"
            icon={<Users className="size-6" />}
            title={condition ? t('invitations.noMatch') : t('invitations.noFriends')}
          />
        ) : (
          <ul className="flex max-h-56 flex-col gap-1 overflow-y-auto">
            {friends.map((friend) => (
              <li key={friend.userId} className="py-1">
                <Checkbox
                  label={friend.displayName}
                  checked={picked.has(friend.userId)}
                  onChange={(event) => toggle(friend.userId, event.target.checked)}
                />
              </li>
            ))}
          </ul>
        )}
        <LoadMoreButton pages={pages} label={t('friends.loadMore')} />
      </fieldset>
      <FormAlert message={error} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-fg-muted" aria-live="polite">
          {t('invitations.picked', { count: picked.size })}
        </p>
        <Button type="submit" isLoading={invite.isPending}>
          <Send className="size-4" aria-hidden="true" />
          {t('invitations.sendToFriends')}
        </Button>
      </div>
    </form>
  );
}

/** Invitations by e-mail (spec 000 §7 sendEmailInvitation): addresses typed or pasted, each checked. */
function EmailInvitations({ target }: { target: InvitationTarget }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const send = useMutation({
    mutationFn: (emails: string[]) => sendEmailInvitations(target.id, emails),
    onSuccess: (answer) => {
      if (answer.code !== ResponseCode.Success) {
        toast.error(answerMessage(answer, t));
        return;
      }
      toast.success(t('invitations.emailsSent', { count: answer.data.sent }));
      setText('');
    },
    onError: () => toast.error(t('messages.sendInvitationLinkFailed')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const list = readEmailList(text);
    // spec 000 §5: every address must be valid ('Invalid email format').
    if (list.invalid !== undefined || list.emails.length === 0) setError(t('messages.invalidEmailFormat'));
    else if (list.isTooMany) setError(t('invitations.emailsHint', { max: EventEmailBatch.max }));
    else send.mutate(list.emails);
  };
  return (
    <form className="flex flex-col gap-2" aria-label={t('invitations.byEmail')} onSubmit={submit}>
      <TextField
        label={t('invitations.emails')}
        type="text"
        inputMode="email"
        autoComplete="off"
        value={text}
        hint={t('invitations.emailsHint', { max: EventEmailBatch.max })}
        error={error}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" variant="secondary" className="self-end" isLoading={send.isPending}>
        <Mail className="size-4" aria-hidden="true" />
        {t('invitations.sendEmails')}
      </Button>
    </form>
  );
}

/**
 * "Invite friends" (spec 000 §1, §6: friends can be invited to events and rooms): friends chosen from a
 * search, addresses by e-mail for an event, and the page's link to copy.
 */
export function InviteFriendsDialog({ target, open, onOpenChange }: InviteFriendsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('invitations.dialogTitle', { title: target.title })}
    >
      <div className="flex flex-col gap-6">
        <FriendPicker target={target} />
        {target.offersEmail && (
          <section className="flex flex-col gap-2 border-t border-border pt-4">
            <h3 className="text-sm font-semibold">{t('invitations.byEmail')}</h3>
            <EmailInvitations target={target} />
          </section>
        )}
        <section className="border-t border-border pt-4">
          <CopyField label={t('invitations.shareLink')} value={target.shareUrl} />
        </section>
      </div>
    </Dialog>
  );
}
