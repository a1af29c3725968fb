import { Stage, type CastListEntry } from '@limelight/protocol';
import { useTranslation } from 'react-i18next';
import { formatClockDuration } from '../../lib/clock/index.ts';
import { Button, type ButtonVariant } from '../../ui/Button.tsx';
import type { CastCallFields, StageCastCall } from './castCalls.ts';
import { toast } from '../../ui/toastStore.ts';
import { CastCall } from './castCalls.ts';
import { UserAvatar } from '../../ui/UserAvatar.tsx';
import { useCastContext } from './castContext.ts';

interface RowAction {
  call: StageCastCall;
  label: string;
  variant?: ButtonVariant;
  onMain?: boolean;
  /** The call's fields when they are not the person's id (and the main-window flag). */
  fields?: CastCallFields;
}

/** What a moderator may do with a person of each list (spec 001 §4 rules, §6 moderator panel). */
function useActionsOf(entry: CastListEntry): RowAction[] {
  const { t } = useTranslation();
  const { peers } = useCastContext();
  const isMicMuted = peers.find((peer) => peer.userId === entry.userId)?.microphoneMuted ?? false;
  // spec 001 §7 modmute: the SFU stops forwarding their audio, everyone sees the mic state.
  const mute: RowAction = {
    call: CastCall.ModMute,
    label: isMicMuted ? t('cast.unmuteSpeaker') : t('cast.muteSpeaker'),
    variant: 'secondary',
    fields: { castUserId: entry.userId, modMuteAudio: !isMicMuted },
  };
  const block: RowAction = { call: CastCall.Block, label: t('cast.block'), variant: 'ghost' };
  const disapprove: RowAction = { call: CastCall.Cancel, label: t('cast.disapprove'), variant: 'secondary' };
  const interview: RowAction = {
    call: CastCall.InterviewInvite,
    label: t('cast.inviteInterview'),
    variant: 'secondary',
  };
  switch (entry.list) {
    case 'waiting':
      return [{ call: CastCall.Approve, label: t('cast.approve') }, disapprove, interview, block];
    case 'ready':
      return [{ call: CastCall.OnlineInvite, label: t('cast.inviteOnline') }, interview, disapprove, block];
    case 'onlineInviting':
      return [
        { call: CastCall.OnlineCancel, label: t('cast.cancelOnlineInvitation'), variant: 'secondary' },
        block,
      ];
    case 'online':
      return [
        entry.isOnMain
          ? {
              call: CastCall.MainWindow,
              label: t('cast.removeFromMain'),
              variant: 'secondary',
              onMain: false,
            }
          : { call: CastCall.MainWindow, label: t('cast.pushToMain'), variant: 'secondary', onMain: true },
        mute,
        { call: CastCall.OnlineClose, label: t('cast.kick'), variant: 'danger' },
        block,
      ];
    case 'interviewing':
      return [
        entry.interview?.isAccepted
          ? { call: CastCall.InterviewClose, label: t('cast.endInterviewWith'), variant: 'secondary' }
          : { call: CastCall.InterviewCancel, label: t('cast.cancelInterview'), variant: 'secondary' },
        block,
      ];
    case 'blocking':
      return [{ call: CastCall.Unblock, label: t('cast.unblock'), variant: 'secondary' }];
  }
}

/** One person of a moderator's list: who, how long they waited (the transparent queue), and the moves. */
export function CastConsoleRow({
  entry,
  onInvited,
}: {
  entry: CastListEntry;
  onInvited: (userId: string) => void;
}) {
  const { t } = useTranslation();
  const { caller, cast } = useCastContext();
  const actions = useActionsOf(entry);
  const run = async (action: RowAction) => {
    // spec 001 §4: at most 4 on the main window ("You cannot push more than 4 people").
    if (action.onMain && cast.mainWindow.length >= Stage.mainWindowMax) {
      toast.error(t('messages.mainWindowFull'));
      return;
    }
    const fields =
      action.fields ??
      (action.onMain === undefined
        ? { userId: entry.userId }
        : { userId: entry.userId, onMain: action.onMain });
    const isInvite = action.call === CastCall.OnlineInvite || action.call === CastCall.InterviewInvite;
    if ((await caller.call(action.call, fields)) && isInvite) onInvited(entry.userId);
  };
  return (
    <li className="flex flex-col gap-2 border-b border-border px-3 py-2 last:border-b-0">
      <div className="flex items-center gap-2">
        <UserAvatar name={entry.profile.userName} src={entry.profile.avatar} size="sm" className="size-8" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium">
            {entry.placeInLine !== undefined && <span className="text-fg-muted">#{entry.placeInLine} </span>}
            {entry.profile.userName}
          </p>
          <p className="text-xs text-fg-muted">
            {t('cast.waitedFor', { time: formatClockDuration(entry.waitedSeconds) })}
            {entry.isOnMain && ` · ${t('cast.onMainWindow')}`}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-1.5">
        {actions.map((action) => (
          <Button
            key={`${action.call.path}${String(action.onMain)}`}
            size="sm"
            variant={action.variant ?? 'primary'}
            aria-label={t('cast.actionFor', { action: action.label, name: entry.profile.userName })}
            isLoading={caller.isBusy(action.call, entry.userId)}
            onClick={() => void run(action)}
          >
            {action.label}
          </Button>
        ))}
      </div>
    </li>
  );
}
