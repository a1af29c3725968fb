import { useTranslation } from 'react-i18next';
import { joinClassNames } from '../../../ui/classNames.ts';
import { DriftPolicy } from './driftCorrection.ts';

type SyncHealth = 'inSync' | 'catchingUp' | 'jumping' | 'notFollowing';

/** The health of a drift (ms): within tolerance, nudged back by the playback rate, or jumped. */
export function syncHealthOf(driftMs: number | null): SyncHealth {
  if (driftMs === null) return 'notFollowing';
  const seconds = Math.abs(driftMs) / 1000;
  if (seconds <= DriftPolicy.toleranceSeconds) return 'inSync';
  return seconds <= DriftPolicy.seekAboveSeconds ? 'catchingUp' : 'jumping';
}

const dotClassNames: Record<SyncHealth, string> = {
  inSync: 'bg-success',
  catchingUp: 'bg-brand-yellow',
  jumping: 'bg-danger',
  notFollowing: 'bg-fg-muted',
};

/**
 * The sync-health badge: how far this player is from the room's playback, in ms, measured against the
 * server clock at each check. The words carry the state; the colour only repeats it.
 */
export function SyncBadge({ driftMs }: { driftMs: number | null }) {
  const { t } = useTranslation();
  const health = syncHealthOf(driftMs);
  return (
    <p className="inline-flex items-center gap-1.5 rounded-full border border-border bg-surface-raised px-2.5 py-0.5 text-xs text-fg-muted tabular-nums">
      <span className={joinClassNames('size-2 rounded-full', dotClassNames[health])} aria-hidden="true" />
      {t(`roomContent.syncHealth.${health}`, { ms: Math.abs(driftMs ?? 0) })}
    </p>
  );
}
