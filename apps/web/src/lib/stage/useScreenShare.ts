import { AppKey, CastMediaCommand } from '@limelight/protocol';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLiveFrame } from '../live/index.ts';
import { ScreenShareClient, type ScreenShareOptions } from './screenShareClient.ts';
import type { ScreenShareView } from './screenShareState.ts';

/**
 * A room's screen sharing on its live page (inside its LiveSessionProvider), kept current by the room's
 * pushes; the client shares, stops, accepts and rejects. Everything ends when the component unmounts.
 */
export function useScreenShare(options: ScreenShareOptions): {
  client: ScreenShareClient;
  state: ScreenShareView;
} {
  const [client] = useState(() => new ScreenShareClient(options));
  useEffect(() => {
    void client.start();
    return () => client.stop();
  }, [client]);
  useLiveFrame(AppKey.Cast, CastMediaCommand.ScreenShareUpdate, ({ payload }) =>
    client.updated(payload.share),
  );
  useLiveFrame(AppKey.Cast, CastMediaCommand.OnStreamClosed, ({ payload }) => client.closed(payload.pubId));
  useLiveFrame(AppKey.Cast, CastMediaCommand.ScreenShareRequest, ({ payload }) =>
    client.requested(payload.share.shareId, payload.share.ownerId),
  );
  useLiveFrame(AppKey.Cast, CastMediaCommand.ScreenShareAnswer, ({ payload }) =>
    client.answered(payload.shareId, payload.isAccepted),
  );
  const state = useSyncExternalStore(client.subscribe, client.getSnapshot);
  return { client, state };
}
