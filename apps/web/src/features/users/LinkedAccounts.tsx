import type { LoginInfo } from '@limelight/protocol';
import { CircleCheck, CircleMinus } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface LinkedAccountsProps {
  info: LoginInfo;
}

/** spec 000 §3 `info`: how the account signs in — its e-mail and password, and each social login. */
export function LinkedAccounts({ info }: LinkedAccountsProps) {
  const { t } = useTranslation();
  const rows = [
    {
      name: t('editProfile.linkedEmail'),
      detail: info.email ?? t('editProfile.noEmail'),
      isLinked: info.email !== null,
    },
    { name: t('editProfile.linkedPassword'), detail: undefined, isLinked: info.hasPassword },
    ...Object.entries(info.social).map(([provider, isLinked]) => ({
      // Provider names come from configuration ("google"); shown capitalised, as brands write themselves.
      name: provider.charAt(0).toUpperCase() + provider.slice(1),
      detail: undefined,
      isLinked,
    })),
  ];
  return (
    <ul className="divide-y divide-border rounded-lg border border-border">
      {rows.map(({ name, detail, isLinked }) => {
        const Icon = isLinked ? CircleCheck : CircleMinus;
        return (
          <li key={name} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
            <span className="min-w-0">
              <span className="block font-medium">{name}</span>
              {detail && <span className="block truncate text-sm text-fg-muted">{detail}</span>}
            </span>
            <span
              className={
                isLinked
                  ? 'flex items-center gap-1.5 text-success'
                  : 'flex items-center gap-1.5 text-fg-muted'
              }
            >
              <Icon className="size-4" aria-hidden="true" />
              {isLinked ? t('editProfile.linked') : t('editProfile.notLinked')}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
