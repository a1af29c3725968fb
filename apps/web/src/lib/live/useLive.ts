import type { AppKey, ServerCommand, ServerFrame } from '@limelight/protocol';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import type { LiveFrameHandler } from './socketSession.ts';
import { useLiveSession } from './liveSessionContext.ts';
import type { LiveStatus } from './liveStatus.ts';

/** The connection status of the page's live session; re-renders on each change. */
export function useLiveStatus(): LiveStatus {
  const session = useLiveSession();
  return useSyncExternalStore(session.subscribeStatus, session.getStatus);
}

/**
 * Calls `handler` with every frame of `appKey`/`command` while the component is mounted, the payload typed
 * and read by the socket contract; room frames arrive once each, in seq order.
 */
export function useLiveFrame<A extends AppKey, C extends ServerCommand<A>>(
  appKey: A,
  command: C,
  handler: LiveFrameHandler<A, C>,
): void {
  const session = useLiveSession();
  const onFrame = useEffectEvent(handler);
  useEffect(() => session.on(appKey, command, (frame) => onFrame(frame)), [session, appKey, command]);
}

/** Folds every frame of `appKey`/`command` into the query data of `queryKey` (what the page loaded by HTTP). */
export function useLiveQueryUpdate<A extends AppKey, C extends ServerCommand<A>, T>(
  appKey: A,
  command: C,
  queryKey: QueryKey,
  update: (data: T | undefined, frame: ServerFrame<A, C>) => T | undefined,
): void {
  const queryClient = useQueryClient();
  useLiveFrame(appKey, command, (frame) => {
    queryClient.setQueryData<T>(queryKey, (data) => update(data, frame));
  });
}
