import {
  InviteLinkLimit,
  ResponseCode,
  validateInviteLinkCount,
  type AddRoleAnswer,
} from '@limelight/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link2, Trash2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { answerMessage } from '../../../lib/i18n/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { toast } from '../../../ui/toastStore.ts';
import { eventKeys } from '../eventQueries.ts';
import { createInviteLink, fetchInviteLinks } from '../eventsApi.ts';
import { CopyField } from '../../../ui/CopyField.tsx';
import { InviteRoleForm } from './InviteRoleForm.tsx';
import { roleLabelKey } from './roleLabels.ts';
import { fetchRoleEntries, removeRole } from './rolesApi.ts';

function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

function RoleEntries({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const entries = useQuery({ queryKey: eventKeys.roles(eventId), queryFn: () => fetchRoleEntries(eventId) });
  const remove = useMutation({
    mutationFn: (roleId: string) => removeRole(eventId, roleId),
    onSuccess: (answer) => {
      if (answer.code !== ResponseCode.Success) toast.error(answerMessage(answer, t));
      void queryClient.invalidateQueries({ queryKey: eventKeys.roles(eventId) });
    },
    onError: () => toast.error(t('messages.genericError')),
  });
  if (entries.isPending) return <LoadingState label={t('roles.loading')} />;
  if (entries.isError) return <p className="text-danger">{t('roles.loadFailed')}</p>;
  if (entries.data.list.length === 0) return <p className="text-fg-muted">{t('roles.none')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
      {entries.data.list.map((entry) => {
        const name = entry.displayName ?? entry.email ?? '';
        return (
          <li key={entry.roleId} className="flex flex-wrap items-center gap-3 px-3 py-2">
            <span className="min-w-0 flex-1 truncate font-medium">{name}</span>
            <span className="text-sm">{t(roleLabelKey[entry.role])}</span>
            <span className="rounded-full bg-surface-muted px-2 py-0.5 text-xs">
              {t(`roles.status.${entry.status}`)}
            </span>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('roles.remove', { name, role: t(roleLabelKey[entry.role]) })}
              isLoading={remove.isPending && remove.variables === entry.roleId}
              onClick={() => remove.mutate(entry.roleId)}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

function InviteLinks({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const links = useQuery({
    queryKey: eventKeys.inviteLinks(eventId),
    queryFn: () => fetchInviteLinks(eventId),
  });
  const create = useMutation({
    mutationFn: () => createInviteLink(eventId),
    onSuccess: (answer) => {
      if (answer.code !== ResponseCode.Success) toast.error(answerMessage(answer, t));
      void queryClient.invalidateQueries({ queryKey: eventKeys.inviteLinks(eventId) });
    },
    onError: () => toast.error(t('messages.sendInvitationLinkFailed')),
  });
  if (links.isPending) return <LoadingState label={t('roles.loading')} />;
  if (links.isError) return <p className="text-danger">{t('roles.loadFailed')}</p>;
  const made = links.data.list;
  const makeLink = () => {
    // spec 000 §5: at most 5 invite links; the server checks again under a lock.
    const count = validateInviteLinkCount(made.length + 1);
    if (count.ok) create.mutate();
    else toast.error(t(`messages.${count.messageKey}`));
  };
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-fg-muted">{t('roles.linksHint', { max: InviteLinkLimit.maxPerEvent })}</p>
      {made.map(({ url }, index) => (
        <CopyField key={url} label={t('roles.linkNumber', { number: index + 1 })} value={url} />
      ))}
      <Button variant="secondary" className="self-start" isLoading={create.isPending} onClick={makeLink}>
        <Link2 className="size-4" aria-hidden="true" />
        {t('roles.createLink')}
      </Button>
    </div>
  );
}

/**
 * The wizard's Roles step and the editor's Roles tab: invite hosts, celebrities and moderators (each
 * invitation has its own page to share), see and remove role entries, and make up to 5 invite links.
 */
export function RolesPanel({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [invitations, setInvitations] = useState<ReadonlyArray<{ name: string; url: string }>>([]);
  const onInvited = (invitation: AddRoleAnswer, name: string) => {
    setInvitations((current) => [...current, { name, url: invitation.inviteUrl }]);
    toast.success(t('roles.invited', { name }));
    void queryClient.invalidateQueries({ queryKey: eventKeys.roles(eventId) });
  };
  return (
    <div className="flex flex-col gap-6">
      <PanelSection title={t('roles.inviteTitle')}>
        <InviteRoleForm eventId={eventId} onInvited={onInvited} />
        {invitations.map(({ name, url }) => (
          <CopyField key={url} label={t('roles.invitationLinkFor', { name })} value={url} />
        ))}
      </PanelSection>
      <PanelSection title={t('roles.entriesTitle')}>
        <RoleEntries eventId={eventId} />
      </PanelSection>
      <PanelSection title={t('roles.linksTitle')}>
        <InviteLinks eventId={eventId} />
      </PanelSection>
    </div>
  );
}
