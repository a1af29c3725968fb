import type { OrderStatus, PassStatus } from '@limelight/protocol';
import { useTranslation } from 'react-i18next';
import { joinClassNames } from '../../ui/classNames.ts';

const toneClassNames = {
  good: 'border border-success text-success',
  muted: 'bg-surface-muted text-fg-muted',
  warning: 'bg-warning-soft text-warning-fg',
} as const;

const orderTones: Record<OrderStatus, keyof typeof toneClassNames> = {
  paid: 'good',
  refunding: 'warning',
  refunded: 'muted',
};

const passTones: Record<PassStatus, keyof typeof toneClassNames> = {
  valid: 'good',
  ended: 'muted',
  refunded: 'warning',
};

type StatusBadgeProps = { order: OrderStatus } | { pass: PassStatus };

/** An order's status (paid, refund in progress, refunded) or a pass's (valid, ended, refunded) as a badge. */
export function CommerceStatusBadge(props: StatusBadgeProps) {
  const { t } = useTranslation();
  const [tone, label] =
    'order' in props
      ? [orderTones[props.order], t(`commerce.orders.status.${props.order}`)]
      : [passTones[props.pass], t(`commerce.passes.status.${props.pass}`)];
  return (
    <span
      className={joinClassNames(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        toneClassNames[tone],
      )}
    >
      {label}
    </span>
  );
}
