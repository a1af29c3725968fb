import { AppKey, CastCommand, CastMediaCommand } from '@limelight/protocol';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLiveFrame } from '../live/index.ts';
import { StageMediaClient, type StageMediaOptions } from './stageMediaClient.ts';
import type { StageStreamsState } from './stageStreams.ts';

/**
 * The stage's media on a live page (inside its LiveSessionProvider): the streams on stage with their media,
 * mic, camera and signal states, kept current by the room's pushes; and the client, to publish, mute and
 * unpublish one's own camera. Subscriptions and one's own stream end when the component unmounts.
 */
export function useStageMedia(options: StageMediaOptions): {
  client: StageMediaClient;
  state: StageStreamsState;
} {
  const [client] = useState(() => new StageMediaClient(options));
  useEffect(() => {
    void client.start();
    return () => client.stop();
  }, [client]);
  useLiveFrame(AppKey.Cast, CastMediaCommand.OnNewStreamV2, ({ payload }) =>
    client.addStream(payload.pubId, payload.peer),
  );
  useLiveFrame(AppKey.Cast, CastMediaCommand.OnStreamClosed, ({ payload }) =>
    client.removeStream(payload.pubId, payload.userId),
  );
  useLiveFrame(AppKey.Cast, CastCommand.OnlineMicrophone, ({ payload }) =>
    client.setMicrophone(payload.userId, payload.isMuted),
  );
  useLiveFrame(AppKey.Cast, CastCommand.OnlineAvatar, ({ payload }) =>
    client.setAvatar(payload.userId, payload.isShowed),
  );
  const state = useSyncExternalStore(client.subscribe, client.getSnapshot);
  return { client, state };
}
