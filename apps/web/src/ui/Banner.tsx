import { Info, TriangleAlert, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRingClassName, joinClassNames } from './classNames.ts';

interface BannerProps {
  tone: 'info' | 'warning';
  children: ReactNode;
  onDismiss?: () => void;
}

/** A full-width notice under the header, announced without stealing focus. */
export function Banner({ tone, children, onDismiss }: BannerProps) {
  const { t } = useTranslation();
  const Icon = tone === 'warning' ? TriangleAlert : Info;
  return (
    <div
      role="status"
      className={joinClassNames(
        'flex items-start gap-3 border-b border-border px-4 py-2 text-sm',
        tone === 'warning' ? 'bg-warning-soft text-warning-fg' : 'bg-accent-soft text-fg',
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="flex-1">{children}</div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('ui.dismiss')}
          className={joinClassNames('cursor-pointer rounded p-0.5', focusRingClassName)}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
