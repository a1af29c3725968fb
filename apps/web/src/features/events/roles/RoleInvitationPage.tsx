import { ResponseCode, type RoleInvitationView } from '@limelight/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, MailQuestion, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RefusedAnswerError } from '../../../lib/api/index.ts';
import { useDialogStore } from '../../../lib/dialogs/index.ts';
import { answerMessage } from '../../../lib/i18n/index.ts';
import { AppLink } from '../../../lib/navigation/index.ts';
import { isMember, useSessionStore } from '../../../lib/session/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { toast } from '../../../ui/toastStore.ts';
import { eventKeys } from '../eventQueries.ts';
import { roleLabelKey } from './roleLabels.ts';
import { answerInvitation, fetchInvitation } from './rolesApi.ts';

function InvitationAnswers({ invitation }: { invitation: RoleInvitationView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const hasMemberSession = useSessionStore((state) => isMember(state.session));
  const openDialog = useDialogStore((state) => state.openDialog);
  const respond = useMutation({
    mutationFn: (answer: 'confirm' | 'decline') => answerInvitation(invitation.inviteId, answer),
    onSuccess: (answer, choice) => {
      if (answer.code !== ResponseCode.Success) {
        toast.error(answerMessage(answer, t));
        return;
      }
      toast.success(choice === 'confirm' ? t('roles.invitation.confirmed') : t('roles.invitation.declined'));
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
    },
    onError: () => toast.error(t('messages.genericError')),
  });

  if (invitation.status !== 'invited')
    return <p className="font-medium">{t(`roles.invitation.already.${invitation.status}`)}</p>;
  if (!hasMemberSession) {
    return (
      <div className="flex flex-col items-center gap-3">
        <p>{t('roles.invitation.logInToAnswer')}</p>
        <Button onClick={() => openDialog('login')}>{t('auth.submit')}</Button>
      </div>
    );
  }
  if (!invitation.isForCaller) return <p className="text-fg-muted">{t('roles.invitation.notForYou')}</p>;
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <Button
        isLoading={respond.isPending && respond.variables === 'confirm'}
        onClick={() => respond.mutate('confirm')}
      >
        <Check className="size-4" aria-hidden="true" />
        {t('roles.invitation.confirm')}
      </Button>
      <Button
        variant="secondary"
        isLoading={respond.isPending && respond.variables === 'decline'}
        onClick={() => respond.mutate('decline')}
      >
        <X className="size-4" aria-hidden="true" />
        {t('roles.invitation.decline')}
      </Button>
    </div>
  );
}

/** `/event/:id/invite/:inviteId`: a role invitation (spec 000 §4: confirm or decline), readable by anyone. */
export function RoleInvitationPage() {
  const { t } = useTranslation();
  const inviteId = useParams().inviteId ?? '';
  const hasSession = useSessionStore((state) => state.session !== null);
  const invitation = useQuery({
    queryKey: eventKeys.invitation(inviteId),
    queryFn: () => fetchInvitation(inviteId),
    enabled: hasSession,
  });
  if (invitation.isPending) return <LoadingState label={t('roles.invitation.loading')} />;
  if (invitation.isError) {
    const isMissing =
      invitation.error instanceof RefusedAnswerError &&
      (invitation.error.answer.code === ResponseCode.InvitationNotFound ||
        invitation.error.answer.code === ResponseCode.NotFound);
    return (
      <EmptyState
        headingLevel="h1"
        title={isMissing ? t('roles.invitation.missing') : t('roles.invitation.loadFailed')}
        action={
          <Button asChild variant="secondary">
            <AppLink to="/events">{t('roles.invitation.toEvents')}</AppLink>
          </Button>
        }
      />
    );
  }
  const { data } = invitation;
  const roles = data.roles.map((role) => t(roleLabelKey[role])).join(', ');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-12 text-center">
      <title>{t('app.documentTitle', { page: t('pages.roleInvitation') })}</title>
      <div className="rounded-full bg-accent-soft p-4 text-accent" aria-hidden="true">
        <MailQuestion className="size-8" />
      </div>
      <h1 className="text-2xl font-bold">{t('pages.roleInvitation')}</h1>
      <p className="text-lg">
        {data.from
          ? t('roles.invitation.fromPerson', { name: data.from.displayName, roles, title: data.eventTitle })
          : t('roles.invitation.anonymous', { roles, title: data.eventTitle })}
      </p>
      <InvitationAnswers invitation={data} />
      <Button asChild variant="ghost">
        <AppLink to={`/event/${data.eventSlug}`}>{t('roles.invitation.viewEvent')}</AppLink>
      </Button>
    </section>
  );
}
