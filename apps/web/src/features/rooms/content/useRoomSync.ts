import { AppKey, ConnectionCommand, SyncCommand } from '@limelight/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLiveFrame } from '../../../lib/live/index.ts';
import { contentKeys, fetchSyncState } from './contentApi.ts';
import { ServerClock } from './serverClock.ts';
import {
  SyncViewStore,
  viewOfRoomState,
  viewOfStateAnswer,
  withSyncFrame,
  type SyncView,
} from './syncView.ts';

/** The room's shared content as it plays, and the server clock to read its playback by. */
export interface RoomSync {
  /** Null until the state is loaded. */
  view: SyncView | null;
  /** The room's clock the playback is read by (a ServerClock live; a replay's play head in a replay). */
  clock: Pick<ServerClock, 'now'>;
}

/**
 * Follows the room's shared content (docs/decisions/content-web.md): subscribes to `cya_sync playV2` and
 * `contentChanged` and to resyncs first, then loads `GET /api/sync/v2/state`; frames at or below its seq
 * are in it, later ones apply on top. Each frame's `serverTime` and the state call refine the server clock.
 */
export function useRoomSync(roomId: string): RoomSync {
  const queryClient = useQueryClient();
  const [store] = useState(() => new SyncViewStore());
  const [clock] = useState(() => new ServerClock());

  useLiveFrame(AppKey.Sync, SyncCommand.PlayV2, (frame) => {
    clock.sampleFrame(Date.now(), Date.parse(frame.serverTime));
    store.apply(frame.seq, (view) => withSyncFrame(view, frame));
  });
  useLiveFrame(AppKey.Sync, SyncCommand.ContentChanged, (frame) => {
    clock.sampleFrame(Date.now(), Date.parse(frame.serverTime));
    store.apply(frame.seq, (view) => withSyncFrame(view, frame));
    void queryClient.invalidateQueries({ queryKey: contentKeys.assets(roomId) });
  });
  useLiveFrame(AppKey.Connection, ConnectionCommand.Resync, ({ payload }) => {
    store.load(viewOfRoomState(payload.seq, payload.state));
    void queryClient.invalidateQueries({ queryKey: contentKeys.assets(roomId) });
  });

  // After the subscriptions above (effects run in order): no frame falls between the state and the frames.
  useEffect(() => {
    let isCurrent = true;
    fetchSyncState(roomId).then(
      ({ answer, sentAt, receivedAt }) => {
        if (!isCurrent) return;
        clock.sampleRequest(sentAt, receivedAt, Date.parse(answer.serverTime));
        store.load(viewOfStateAnswer(answer));
      },
      (error: unknown) => console.warn('Shared content state failed to load', error),
    );
    return () => {
      isCurrent = false;
    };
  }, [roomId, clock, store]);

  return { view: useSyncExternalStore(store.subscribe, store.getSnapshot), clock };
}
