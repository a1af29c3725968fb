import type { AccountStanding } from '@limelight/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RefusedAnswerError } from '../../lib/api/index.ts';
import { answerMessage } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { toast } from '../../ui/toastStore.ts';
import {
  fetchAccountStanding,
  liftSuspension,
  operatorKeys,
  setBirthDate,
  suspendAccount,
} from './operatorApi.ts';
import { useQueueTime } from './QueuePager.tsx';

/** Runs an operator action on the account, then asks for the account again (it was looked up by any ref). */
function useAccountAction<T>(
  action: (input: T) => Promise<AccountStanding>,
  done: 'suspended' | 'lifted' | 'birthDateSet',
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: () => {
      toast.success(t(`operator.account.${done}`));
      void queryClient.invalidateQueries({ queryKey: operatorKeys.accounts() });
    },
    onError: (error) =>
      toast.error(
        error instanceof RefusedAnswerError ? answerMessage(error.answer, t) : t('messages.genericError'),
      ),
  });
}

function SuspensionControls({ standing }: { standing: AccountStanding }) {
  const { t } = useTranslation();
  const timeOf = useQueueTime();
  const [reason, setReason] = useState('');
  const { userId } = standing.person;
  const suspend = useAccountAction((text: string) => suspendAccount(userId, text), 'suspended');
  const lift = useAccountAction(() => liftSuspension(userId), 'lifted');
  if (standing.suspension) {
    return (
      <div className="flex flex-col gap-2">
        <p>
          {t('operator.account.suspendedSince', {
            time: timeOf(standing.suspension.suspendedAt),
            reason: standing.suspension.reason,
          })}
        </p>
        <Button
          variant="secondary"
          className="self-start"
          isLoading={lift.isPending}
          onClick={() => lift.mutate()}
        >
          {t('operator.account.lift')}
        </Button>
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() !== '') suspend.mutate(reason.trim());
  };
  return (
    <form className="flex flex-col gap-2" onSubmit={submit}>
      <TextField
        label={t('operator.account.reason')}
        value={reason}
        maxLength={500}
        required
        onChange={(event) => setReason(event.target.value)}
      />
      <Button type="submit" variant="danger" className="self-start" isLoading={suspend.isPending}>
        {t('operator.account.suspend')}
      </Button>
    </form>
  );
}

function BirthDateControls({ standing }: { standing: AccountStanding }) {
  const { t } = useTranslation();
  const timeOf = useQueueTime();
  const [dob, setDob] = useState(standing.dob ?? '');
  const [reason, setReason] = useState('');
  const { userId } = standing.person;
  const change = useAccountAction(() => setBirthDate(userId, dob, reason.trim()), 'birthDateSet');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (dob !== '' && reason.trim() !== '') change.mutate(undefined);
  };
  return (
    <div className="flex flex-col gap-2">
      <form className="flex flex-col gap-2" onSubmit={submit}>
        <TextField
          type="date"
          label={t('operator.account.birthDate')}
          value={dob}
          required
          onChange={(event) => setDob(event.target.value)}
        />
        <TextField
          label={t('operator.account.birthDateReason')}
          value={reason}
          maxLength={500}
          required
          onChange={(event) => setReason(event.target.value)}
        />
        <Button type="submit" variant="secondary" className="self-start" isLoading={change.isPending}>
          {t('operator.account.setBirthDate')}
        </Button>
      </form>
      {standing.birthDateChanges.length > 0 && (
        <ul aria-label={t('operator.account.changes')} className="flex flex-col gap-1 text-sm text-fg-muted">
          {standing.birthDateChanges.map((change) => (
            <li key={change.changedAt}>
              {t('operator.account.change', {
                from: change.oldDob ?? '—',
                to: change.newDob,
                time: timeOf(change.changedAt),
                reason: change.reason,
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The operators' account tools (docs/decisions/operator.md "Suspending an account", age-policy.md): find a
 * member by id, e-mail or cyaId; suspend them with a reason or lift it; set a birth date across 18.
 */
export function AccountTools() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [ref, setRef] = useState('');
  const standing = useQuery({
    queryKey: operatorKeys.account(ref),
    queryFn: () => fetchAccountStanding(ref),
    enabled: ref !== '',
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRef(draft.trim());
  };
  return (
    <div className="flex flex-col gap-4">
      <form className="flex flex-wrap items-end gap-2" onSubmit={submit} role="search">
        <TextField
          label={t('operator.account.find')}
          hint={t('operator.account.findHint')}
          value={draft}
          required
          className="min-w-0 flex-1"
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit">{t('operator.account.look')}</Button>
      </form>
      {ref === '' ? null : standing.isPending ? (
        <LoadingState label={t('operator.account.loading')} />
      ) : standing.isError ? (
        <EmptyState title={t('operator.account.notFound')} />
      ) : (
        <section
          aria-label={standing.data.person.displayName}
          className="flex flex-col gap-4 rounded-lg border border-border p-4"
        >
          <h2 className="text-lg font-semibold break-words">{standing.data.person.displayName}</h2>
          <p className="text-sm break-words text-fg-muted">
            {t('operator.account.summary', {
              email: standing.data.email ?? '—',
              dob: standing.data.dob ?? '—',
            })}
          </p>
          <SuspensionControls standing={standing.data} />
          <BirthDateControls standing={standing.data} />
        </section>
      )}
    </div>
  );
}
