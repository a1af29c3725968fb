import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { toast } from '../../ui/toastStore.ts';
import { analyticsErrorText } from './analyticsAnswers.ts';
import { analyticsKeys, fetchAnalyticsRoles, removeAnalyticsRole, setAnalyticsRole } from './analyticsApi.ts';
import { AnalyticsTable } from './AnalyticsTable.tsx';

interface RolesTabProps {
  channelId: string;
  /** Owners and admins manage roles; viewers only read the list. */
  canManage: boolean;
}

/** The channel's analytics roles (spec 001 §6): the owner, admins and viewers. */
export function RolesTab({ channelId, canManage }: RolesTabProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [userId, setUserId] = useState('');
  const [role, setRole] = useState<'admin' | 'viewer'>('viewer');
  const roles = useQuery({
    queryKey: analyticsKeys.roles(channelId, page),
    queryFn: () => fetchAnalyticsRoles(channelId, page),
    placeholderData: keepPreviousData,
  });
  const onChanged = () => void queryClient.invalidateQueries({ queryKey: ['analytics', 'roles', channelId] });
  const onRefused = (error: unknown) => toast.error(analyticsErrorText(error, t));
  const grant = useMutation({
    mutationFn: () => setAnalyticsRole(channelId, userId.trim(), role),
    onSuccess: () => {
      setUserId('');
      onChanged();
    },
    onError: onRefused,
  });
  const remove = useMutation({
    mutationFn: (target: string) => removeAnalyticsRole(channelId, target),
    onSuccess: onChanged,
    onError: onRefused,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (userId.trim()) grant.mutate();
  };
  if (roles.isPending) return <LoadingState label={t('analytics.loading')} />;
  if (roles.isError) return <Banner tone="warning">{t('analytics.loadFailed')}</Banner>;
  const { list, pagination } = roles.data;
  return (
    <div className="flex flex-col gap-4">
      {canManage && (
        <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <TextField
            label={t('analytics.roleMember')}
            hint={t('analytics.roleMemberHint')}
            value={userId}
            onChange={(event) => setUserId(event.target.value)}
            className="flex-1"
          />
          <SelectField
            label={t('analytics.columns.role')}
            value={role}
            onChange={(event) => setRole(event.target.value === 'admin' ? 'admin' : 'viewer')}
            options={[
              { value: 'viewer', label: t('analytics.roles.viewer') },
              { value: 'admin', label: t('analytics.roles.admin') },
            ]}
          />
          <Button type="submit" disabled={grant.isPending || !userId.trim()}>
            {t('analytics.grantRole')}
          </Button>
        </form>
      )}
      <AnalyticsTable
        label={t('analytics.tabs.roles')}
        rows={list}
        rowKey={(row) => row.userId}
        page={page}
        pages={Math.max(1, Math.ceil(pagination.total / pagination.pageSize))}
        onPage={setPage}
        columns={[
          { key: 'name', label: t('analytics.columns.person'), cell: (row) => row.name },
          {
            key: 'role',
            label: t('analytics.columns.role'),
            cell: (row) => t(`analytics.roles.${row.role}`),
          },
          ...(canManage
            ? [
                {
                  key: 'remove',
                  label: t('analytics.columns.actions'),
                  cell: (row: (typeof list)[number]) =>
                    row.role === 'owner' ? null : (
                      <Button
                        variant="ghost"
                        size="sm"
                        disabled={remove.isPending}
                        aria-label={t('analytics.removeRoleOf', { name: row.name })}
                        onClick={() => remove.mutate(row.userId)}
                      >
                        {t('analytics.removeRole')}
                      </Button>
                    ),
                },
              ]
            : []),
        ]}
      />
    </div>
  );
}
