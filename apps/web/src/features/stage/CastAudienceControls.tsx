import { Hand, LogOut, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { CastCall } from './castCalls.ts';
import { useCastContext } from './castContext.ts';

/**
 * The viewer's place on the stage and what they may do from it (spec 001 §4 flow): apply; while waiting,
 * their place in the transparent queue and withdrawing; once approved, invited or on stage, exiting.
 * Blocked people read that they may not join. `canApply` is false where only hosts join the stage.
 */
export function CastAudienceControls({ canApply }: { canApply: boolean }) {
  const { t } = useTranslation();
  const { own, selfUserId, caller, isReady } = useCastContext();
  if (!isReady || selfUserId === null) return null;

  const exit = (
    <Button
      variant="secondary"
      size="sm"
      isLoading={caller.isBusy(CastCall.Exit)}
      onClick={() => void caller.call(CastCall.Exit)}
    >
      <LogOut aria-hidden="true" className="size-4" />
      {own.list === 'online' ? t('cast.leaveStage') : t('cast.exitStage')}
    </Button>
  );
  const status = (() => {
    switch (own.list) {
      case 'waiting':
        return t('cast.placeInLine', { place: own.placeInLine ?? 0, count: own.waitingCount });
      case 'ready':
        return t('cast.approved');
      case 'onlineInviting':
        return t('cast.invitedOnline');
      case 'online':
        return t('cast.onStage');
      case 'interviewing':
        return t('cast.inInterview');
      default:
        return own.blocked ? t('messages.blockedFromStage') : null;
    }
  })();

  return (
    <div
      role="group"
      aria-label={t('cast.myPlace')}
      className="flex flex-wrap items-center justify-center gap-3 text-sm"
    >
      {status && (
        <p role="status" className="text-fg-muted">
          {status}
        </p>
      )}
      {own.list === 'terminated' && !own.blocked && canApply && (
        <Button
          size="sm"
          isLoading={caller.isBusy(CastCall.Apply)}
          onClick={() => void caller.call(CastCall.Apply, {}, 'joinStageFailed')}
        >
          <Hand aria-hidden="true" className="size-4" />
          {t('cast.apply')}
        </Button>
      )}
      {own.list === 'waiting' && (
        <Button
          variant="secondary"
          size="sm"
          isLoading={caller.isBusy(CastCall.Cancel, selfUserId)}
          onClick={() => void caller.call(CastCall.Cancel, { userId: selfUserId })}
        >
          <X aria-hidden="true" className="size-4" />
          {t('cast.cancelRequest')}
        </Button>
      )}
      {(own.list === 'ready' || own.list === 'online' || own.list === 'interviewing') && exit}
    </div>
  );
}
