import {
  AppKey,
  CastCommand,
  ConnectionCommand,
  RoomCommand,
  SelfServiceCommand,
  type RoomView,
} from '@limelight/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveFrame, useLiveQueryUpdate, useRoomLiveState } from '../../../lib/live/index.ts';
import { toast } from '../../../ui/toastStore.ts';
import { roomKeys } from '../roomQueries.ts';
import { withLiveSettings } from './roomLiveState.ts';
import { settingChangeText } from './roomSettingOptions.ts';

/**
 * Keeps the room view current from the live session: the settings of the room's live state (with the
 * success message of spec 000 §4 on every page in the room at each push), the people count (cya_cast
 * eventJoiningPeople), role changes and resyncs.
 */
export function useRoomLiveUpdates(roomId: string): void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const viewKey = roomKeys.view(roomId);

  // The view shows the settings as the room's live state folds them (pushes and resyncs alike).
  const settings = useRoomLiveState(roomId, ({ state }) => state.settings);
  useEffect(() => {
    if (settings)
      queryClient.setQueryData<RoomView>(
        roomKeys.view(roomId),
        (room) => room && withLiveSettings(room, settings),
      );
  }, [queryClient, roomId, settings]);
  useLiveFrame(AppKey.Room, RoomCommand.SettingUpdated, ({ payload }) => {
    toast.success(settingChangeText(payload.option, payload.value, t));
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
  // The gap was too old to replay: the live state is replaced (lib/live), the messages are read again.
  useLiveFrame(AppKey.Connection, ConnectionCommand.Resync, () => {
    void queryClient.invalidateQueries({ queryKey: roomKeys.chatHistory(roomId) });
  });
}
