import {
  CastCommand,
  castAvatarRequestSchema,
  castConfirmRequestSchema,
  castInterviewEndRequestSchema,
  castMainWindowRequestSchema,
  castMicrophoneRequestSchema,
  castOnlineListQuerySchema,
  castP2pRequestSchema,
  castReconnectRequestSchema,
  castRoomRequestSchema,
  castStateListQuerySchema,
  castUserRequestSchema,
} from '@limelight/protocol';
import type { z } from 'zod';
import type { ApiRouter } from '../../platform/http/router.ts';
import { liveRoutes, type LiveViewerOf } from '../live/index.ts';
import type { LiveViewer } from '../live/index.ts';
import type { CastService, ModeratorCastCommand, OwnCastCommand } from './cast.service.ts';

export interface CastRoutesOptions {
  /** Reads the viewer's country as the live pages do. */
  viewerOf: LiveViewerOf;
}

/** spec 001 §7 "Cast" (but the media calls): /api/cast/v1/… and /api/cast/v2/… (docs/decisions/cast.md). */
export function registerCastRoutes(
  router: ApiRouter,
  cast: CastService,
  { viewerOf }: CastRoutesOptions,
): void {
  const live = liveRoutes(router, viewerOf);
  // spec 001 §7: v2 apply and microphone take their fields "as params" (the query string of a POST).
  const postWithParams = <Q extends z.ZodType, R>(
    url: string,
    query: Q,
    handle: (viewer: LiveViewer, query: z.infer<Q>) => Promise<R>,
  ) =>
    router.post(url, { auth: 'any', query }, (input) =>
      handle(viewerOf(input.caller, input.request), input.query as z.infer<Q>),
    );

  live.get('/api/cast/v1/onlineUserList', castOnlineListQuerySchema, (viewer, query) =>
    cast.onlineUserList(viewer, query),
  );
  live.get('/api/cast/v1/stateList', castStateListQuerySchema, (viewer, query) =>
    cast.stateList(viewer, query),
  );
  live.get('/api/cast/v1/state', castRoomRequestSchema, (viewer, query) =>
    cast.ownState(viewer, query.eventId),
  );

  live.post('/api/cast/v1/apply', castRoomRequestSchema, (viewer, body) => cast.apply(viewer, body.eventId));
  postWithParams('/api/cast/v2/apply', castRoomRequestSchema, (viewer, query) =>
    cast.apply(viewer, query.eventId),
  );
  live.post('/api/cast/v1/cancel', castUserRequestSchema, (viewer, body) =>
    cast.cancel(viewer, body.eventId, body.userId),
  );
  live.post('/api/cast/v1/block', castUserRequestSchema, (viewer, body) =>
    cast.block(viewer, body.eventId, body.userId),
  );

  const own: Record<string, OwnCastCommand> = {
    '/api/cast/v1/exit': CastCommand.Exit,
    '/api/cast/v1/interview/reject': CastCommand.InterviewReject,
    '/api/cast/v1/interview/timeout': CastCommand.InterviewTimeout,
    '/api/cast/v1/online/accept': CastCommand.OnlineAccept,
    '/api/cast/v2/online/accept': CastCommand.OnlineAcceptGt,
    '/api/cast/v1/online/reject': CastCommand.OnlineReject,
    '/api/cast/v1/online/timeout': CastCommand.OnlineTimeout,
    '/api/cast/v1/online/confirmClose': CastCommand.OnlineConfirmClose,
  };
  for (const [url, command] of Object.entries(own)) {
    live.post(url, castRoomRequestSchema, (viewer, body) => cast.moveSelf(viewer, body.eventId, command));
  }
  const moderators: Record<string, ModeratorCastCommand> = {
    '/api/cast/v1/approve': CastCommand.Approve,
    '/api/cast/v1/unblock': CastCommand.Unblock,
    '/api/cast/v1/online/cancel': CastCommand.OnlineCancel,
  };
  for (const [url, command] of Object.entries(moderators)) {
    live.post(url, castUserRequestSchema, (viewer, body) =>
      cast.moveOther(viewer, body.eventId, body.userId, command),
    );
  }
  live.post('/api/cast/v1/interview/invite', castUserRequestSchema, (viewer, body) =>
    cast.invite(viewer, body.eventId, body.userId, CastCommand.InterviewInvite),
  );
  live.post('/api/cast/v1/online/invite', castUserRequestSchema, (viewer, body) =>
    cast.invite(viewer, body.eventId, body.userId, CastCommand.OnlineInvite),
  );
  live.post('/api/cast/v1/interview/accept', castRoomRequestSchema, (viewer, body) =>
    cast.acceptInterview(viewer, body.eventId),
  );
  live.post('/api/cast/v1/interview/cancel', castInterviewEndRequestSchema, (viewer, body) =>
    cast.endInterview(viewer, body.eventId, body.userId, CastCommand.InterviewCancel),
  );
  live.post('/api/cast/v1/interview/close', castInterviewEndRequestSchema, (viewer, body) =>
    cast.endInterview(viewer, body.eventId, body.userId, CastCommand.InterviewClose),
  );
  live.post('/api/cast/v1/removeList', castRoomRequestSchema, (viewer, body) =>
    cast.moveAll(viewer, body.eventId, CastCommand.RemoveList),
  );
  live.post('/api/cast/v1/online/kickAll', castRoomRequestSchema, (viewer, body) =>
    cast.moveAll(viewer, body.eventId, CastCommand.OnlineKickAll),
  );
  live.post('/api/cast/v2/online/close', castUserRequestSchema, (viewer, body) =>
    cast.closeOnline(viewer, body.eventId, body.userId),
  );
  live.post('/api/cast/v2/online/confirm', castConfirmRequestSchema, (viewer, body) =>
    cast.confirmOnline(viewer, body.eventId, body.success),
  );

  live.post('/api/cast/v1/reconnect', castReconnectRequestSchema, (viewer, body) =>
    cast.mediaOnStage(viewer, body.eventId, {
      command: CastCommand.Reconnect,
      connectionType: body.connectionType,
    }),
  );
  live.post('/api/cast/v1/avatar', castAvatarRequestSchema, (viewer, body) =>
    cast.mediaOnStage(viewer, body.eventId, { command: CastCommand.OnlineAvatar, isShowed: body.isShowed }),
  );
  postWithParams('/api/cast/v1/microphone', castMicrophoneRequestSchema, (viewer, query) =>
    cast.mediaOnStage(viewer, query.eventId, {
      command: CastCommand.OnlineMicrophone,
      isMuted: query.isMuted,
    }),
  );
  live.post('/api/cast/v1/mainWindow', castMainWindowRequestSchema, (viewer, body) =>
    cast.mainWindow(viewer, body.eventId, body.userId, body.onMain),
  );
  live.post('/api/cast/v1/p2pSdpIce', castP2pRequestSchema, (viewer, body) => cast.relaySignal(viewer, body));
}
