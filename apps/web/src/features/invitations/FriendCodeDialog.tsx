import { InvitationType, ResponseCode } from '@limelight/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { dataOf } from '../../lib/api/index.ts';
import { answerMessage } from '../../lib/i18n/index.ts';
import { peopleKeys } from '../../lib/people/index.ts';
import { Button } from '../../ui/Button.tsx';
import { CopyField } from '../../ui/CopyField.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { toast } from '../../ui/toastStore.ts';
import { makeFriendCode, openInvitationCode } from './invitationsApi.ts';

interface FriendCodeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A code the page was opened with (the link's `?invitation=`), filled in for the member to confirm. */
  initialCode?: string;
}

// One code a page visit: every code works until used, so asking again on each opening only adds codes.
const friendCodeKey = ['invitations', 'friendCode'] as const;

/** The member's own code and link to hand out, with Copy. */
function OwnCode() {
  const { t } = useTranslation();
  const code = useQuery({
    queryKey: friendCodeKey,
    queryFn: () => makeFriendCode().then(dataOf),
    staleTime: Infinity,
  });
  if (code.isLoading) return <LoadingState label={t('invitations.codeLoading')} />;
  if (!code.data) return <FormAlert message={t('messages.sendInvitationLinkFailed')} />;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-fg-muted">{t('invitations.codeHint')}</p>
      <CopyField label={t('invitations.yourCode')} value={code.data.code} />
      <CopyField label={t('invitations.yourLink')} value={code.data.link} />
    </div>
  );
}

/** A friend's code typed in: opening it makes them friends (or joins their group). */
function EnterCode({ initialCode, onDone }: { initialCode: string; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | undefined>();
  const open = useMutation({
    mutationFn: () => openInvitationCode(code.trim()),
    onSuccess: (answer) => {
      if (answer.code !== ResponseCode.Success) {
        setError(answerMessage(answer, t));
        return;
      }
      toast.success(
        t(answer.data.type === InvitationType.Group ? 'invitations.groupJoined' : 'invitations.friendAdded'),
      );
      void queryClient.invalidateQueries({ queryKey: peopleKeys.all });
      onDone();
    },
    onError: () => setError(t('messages.genericError')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim().length === 0) setError(t('messages.fieldRequired'));
    else open.mutate();
  };
  return (
    <form className="flex flex-col gap-2" aria-label={t('invitations.enterCode')} onSubmit={submit}>
      <h3 className="text-sm font-semibold">{t('invitations.enterCode')}</h3>
      <TextField
        label={t('invitations.code')}
        value={code}
        autoComplete="off"
        error={error}
        onChange={(event) => {
          setCode(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" className="self-end" isLoading={open.isPending}>
        <UserPlus className="size-4" aria-hidden="true" />
        {t('invitations.addFriend')}
      </Button>
    </form>
  );
}

/** "Add friend by code" (spec 000 §7 invitationLink, verifyInvitation): hand out a code, or enter one. */
export function FriendCodeDialog({ open, onOpenChange, initialCode = '' }: FriendCodeDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('invitations.addByCode')}>
      <div className="flex flex-col gap-6">
        <EnterCode initialCode={initialCode} onDone={() => onOpenChange(false)} />
        <section className="border-t border-border pt-4">
          <OwnCode />
        </section>
      </div>
    </Dialog>
  );
}
