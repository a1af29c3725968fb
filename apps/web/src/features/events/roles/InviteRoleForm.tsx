import {
  EventRoles,
  ResponseCode,
  validateNotSelf,
  validateRoleAssignment,
  type AddRoleAnswer,
  type EventRole,
  type RoleCandidate,
} from '@limelight/protocol';
import { useMutation, useQuery } from '@tanstack/react-query';
import { UserPlus, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../lib/forms/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useOwnProfile } from '../../users/index.ts';
import { eventKeys } from '../eventQueries.ts';
import { roleLabelKey } from './roleLabels.ts';
import { addRole, searchRoleCandidates } from './rolesApi.ts';

interface InviteRoleFormProps {
  eventId: string;
  /** Called with the invitation once the server made it. */
  onInvited: (invitation: AddRoleAnswer, inviteeName: string) => void;
}

const minSearchChars = 2;

/**
 * Invites someone to a role (spec 000 §5 role add): an e-mail address, or a member found by name. 'Please
 * select roles', 'Invalid email format', 'No User Selected...' and 'You can not invited yourself' show inline.
 */
export function InviteRoleForm({ eventId, onInvited }: InviteRoleFormProps) {
  const { t } = useTranslation();
  const self = useOwnProfile().data;
  const form = useForm({ person: '', role: 'mod' });
  const [selected, setSelected] = useState<RoleCandidate>();
  const searchText = form.values.person.trim();
  const canSearch =
    selected === undefined && searchText.length >= minSearchChars && !searchText.includes('@');
  const candidates = useQuery({
    queryKey: eventKeys.roleCandidates(eventId, searchText),
    queryFn: () => searchRoleCandidates(eventId, searchText),
    enabled: canSearch,
  });

  const invite = useMutation({
    mutationFn: addRole,
    onSuccess: (answer, request) => {
      if (answer.code === ResponseCode.InviteeNotFound) {
        form.setFormError(t('roles.inviteeNotFound'));
        return;
      }
      if (answer.code !== ResponseCode.Success) {
        form.showAnswer(answer, {
          byPath: { email: 'person', userId: 'person', roles: 'role' },
          byMessage: {
            moderatorMustSignUp: 'person',
            cannotInviteYourself: 'person',
            invalidEmailFormat: 'person',
          },
        });
        return;
      }
      onInvited(answer.data, selected?.displayName ?? request.email ?? '');
      setSelected(undefined);
      form.reset();
    },
    onError: () => form.setFormError(t('messages.genericError')),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const roles = (EventRoles as readonly string[]).includes(form.values.role)
      ? [form.values.role as EventRole]
      : [];
    const assignment = validateRoleAssignment({
      roles,
      userId: selected?.userId,
      email: selected ? undefined : searchText.includes('@') ? searchText : undefined,
    });
    if (!assignment.ok) {
      form.setErrors({ [assignment.field === 'roles' ? 'role' : 'person']: assignment.messageKey });
      return;
    }
    const notSelf = self
      ? validateNotSelf(assignment.value, { userId: self.userId, email: self.email ?? undefined })
      : undefined;
    if (notSelf && !notSelf.ok) {
      form.setErrors({ person: notSelf.messageKey });
      return;
    }
    invite.mutate({
      eventId,
      roles: [...assignment.value.roles],
      userId: assignment.value.userId,
      email: assignment.value.email,
    });
  };

  const roleOptions = EventRoles.map((role) => ({ value: role, label: t(roleLabelKey[role]) }));
  const found = canSearch ? (candidates.data?.list ?? []) : [];
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <FormAlert message={form.formError} />
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
        {selected ? (
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium">{t('roles.person')}</span>
            <span className="flex h-10 items-center justify-between gap-2 rounded-md border border-border px-3">
              {selected.displayName}
              <button
                type="button"
                className="cursor-pointer rounded p-0.5"
                aria-label={t('roles.clearPerson', { name: selected.displayName })}
                onClick={() => setSelected(undefined)}
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </span>
          </div>
        ) : (
          <TextField
            label={t('roles.person')}
            hint={t('roles.personHint')}
            autoComplete="off"
            {...form.textField('person')}
          />
        )}
        <SelectField label={t('roles.roleLabel')} options={roleOptions} {...form.textField('role')} />
      </div>
      {found.length > 0 && (
        <ul
          aria-label={t('roles.candidates')}
          className="flex flex-col gap-1 rounded-md border border-border p-1"
        >
          {found.map((candidate) => (
            <li key={candidate.userId}>
              <button
                type="button"
                className="w-full cursor-pointer rounded px-2 py-1.5 text-left hover:bg-surface-muted"
                onClick={() => setSelected(candidate)}
              >
                {candidate.displayName}
                {candidate.cyaId && <span className="ml-2 text-sm text-fg-muted">@{candidate.cyaId}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Button type="submit" className="self-start" isLoading={invite.isPending}>
        <UserPlus className="size-4" aria-hidden="true" />
        {t('roles.invite')}
      </Button>
    </form>
  );
}
