import {
  AppKey,
  CastCommand,
  ConnectionCommand,
  RoomCommand,
  SelfServiceCommand,
  type RoomView,
} from '@limelight/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLiveFrame, useLiveQueryUpdate } from '../../../lib/live/index.ts';
import { toast } from '../../../ui/toastStore.ts';
import { roomKeys } from '../roomQueries.ts';
import { roomLiveSnapshotOf, withLiveSettings, withRoomSetting } from './roomLiveState.ts';
import { isNamedRoomOption } from './roomSettingOptions.ts';

/**
 * Keeps the room view current from the live session: setting pushes (with the success message of spec
 * 000 §4 on every page in the room), the people count (cya_cast eventJoiningPeople), role changes and
 * resyncs.
 */
export function useRoomLiveUpdates(roomId: string): void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const viewKey = roomKeys.view(roomId);

  useLiveFrame(AppKey.Room, RoomCommand.SettingUpdated, ({ payload }) => {
    queryClient.setQueryData<RoomView>(
      viewKey,
      (room) => room && withRoomSetting(room, payload.option, payload.value),
    );
    const setting = isNamedRoomOption(payload.option)
      ? t(`roomSettings.option.${payload.option}`)
      : payload.option;
    toast.success(t('roomLive.settingUpdated', { setting }));
    // A count shown again is read afresh (the server leaves it out while hidden).
    if (payload.option === 'showParticipants') void queryClient.invalidateQueries({ queryKey: viewKey });
  });
  useLiveQueryUpdate(
    AppKey.Cast,
    CastCommand.EventJoiningPeople,
    viewKey,
    (room: RoomView | undefined, { payload }) => room && { ...room, peopleCount: payload.count },
  );
  // Someone's role changed, maybe the viewer's own (made a moderator, given the room): the view is read again.
  useLiveFrame(AppKey.SelfService, SelfServiceCommand.ShouldUpdateRoleList, () => {
    void queryClient.invalidateQueries({ queryKey: viewKey });
  });
  // The gap was too old to replay: the state at the resync's seq replaces what the page holds.
  useLiveFrame(AppKey.Connection, ConnectionCommand.Resync, ({ payload }) => {
    const snapshot = roomLiveSnapshotOf(payload.state);
    queryClient.setQueryData<RoomView>(viewKey, (room) => room && withLiveSettings(room, snapshot));
    queryClient.setQueryData(roomKeys.chatState(roomId), snapshot.chat);
    queryClient.setQueryData(roomKeys.post(roomId), snapshot.post);
    void queryClient.invalidateQueries({ queryKey: roomKeys.chatHistory(roomId) });
  });
}
