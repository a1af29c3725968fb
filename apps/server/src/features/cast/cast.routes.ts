import { CastCommand } from '@limelight/protocol';
import { castCalls } from '@limelight/protocol/http';
import type { ApiRouter } from '../../platform/http/router.ts';
import { liveViewer, type LiveViewerOf } from '../live/index.ts';
import type { CastService, ModeratorCastCommand, OwnCastCommand } from './cast.service.ts';

export interface CastRoutesOptions {
  /** Reads the viewer's country as the live pages do. */
  viewerOf: LiveViewerOf;
}

/**
 * The cast group of the HTTP contract (packages/protocol/src/http/cast.calls.ts): spec 001 §7 "Cast" but
 * the media calls (docs/decisions/cast.md).
 */
export function registerCastRoutes(
  router: ApiRouter,
  cast: CastService,
  { viewerOf }: CastRoutesOptions,
): void {
  const viewer = liveViewer(viewerOf);
  const calls = castCalls;

  router.implement(calls.onlineUserList, (input) => cast.onlineUserList(viewer(input), input.query));
  router.implement(calls.stateList, (input) => cast.stateList(viewer(input), input.query));
  router.implement(calls.state, (input) => cast.ownState(viewer(input), input.query.eventId));

  router.implement(calls.apply, (input) => cast.apply(viewer(input), input.body.eventId));
  router.implement(calls.applyV2, (input) => cast.apply(viewer(input), input.query.eventId));
  router.implement(calls.cancel, (input) =>
    cast.cancel(viewer(input), input.body.eventId, input.body.userId),
  );
  router.implement(calls.block, (input) => cast.block(viewer(input), input.body.eventId, input.body.userId));

  const own: [typeof calls.exit, OwnCastCommand][] = [
    [calls.exit, CastCommand.Exit],
    [calls.interviewReject, CastCommand.InterviewReject],
    [calls.interviewTimeout, CastCommand.InterviewTimeout],
    [calls.onlineAccept, CastCommand.OnlineAccept],
    [calls.onlineAcceptV2, CastCommand.OnlineAcceptGt],
    [calls.onlineReject, CastCommand.OnlineReject],
    [calls.onlineTimeout, CastCommand.OnlineTimeout],
    [calls.onlineConfirmClose, CastCommand.OnlineConfirmClose],
  ];
  for (const [call, command] of own) {
    router.implement(call, (input) => cast.moveSelf(viewer(input), input.body.eventId, command));
  }
  const moderators: [typeof calls.approve, ModeratorCastCommand][] = [
    [calls.approve, CastCommand.Approve],
    [calls.unblock, CastCommand.Unblock],
    [calls.onlineCancel, CastCommand.OnlineCancel],
  ];
  for (const [call, command] of moderators) {
    router.implement(call, (input) =>
      cast.moveOther(viewer(input), input.body.eventId, input.body.userId, command),
    );
  }
  router.implement(calls.interviewInvite, (input) =>
    cast.invite(viewer(input), input.body.eventId, input.body.userId, CastCommand.InterviewInvite),
  );
  router.implement(calls.onlineInvite, (input) =>
    cast.invite(viewer(input), input.body.eventId, input.body.userId, CastCommand.OnlineInvite),
  );
  router.implement(calls.interviewAccept, (input) => cast.acceptInterview(viewer(input), input.body.eventId));
  router.implement(calls.interviewCancel, (input) =>
    cast.endInterview(viewer(input), input.body.eventId, input.body.userId, CastCommand.InterviewCancel),
  );
  router.implement(calls.interviewClose, (input) =>
    cast.endInterview(viewer(input), input.body.eventId, input.body.userId, CastCommand.InterviewClose),
  );
  router.implement(calls.removeList, (input) =>
    cast.moveAll(viewer(input), input.body.eventId, CastCommand.RemoveList),
  );
  router.implement(calls.onlineKickAll, (input) =>
    cast.moveAll(viewer(input), input.body.eventId, CastCommand.OnlineKickAll),
  );
  router.implement(calls.onlineClose, (input) =>
    cast.closeOnline(viewer(input), input.body.eventId, input.body.userId),
  );
  router.implement(calls.onlineConfirm, (input) =>
    cast.confirmOnline(viewer(input), input.body.eventId, input.body.success),
  );

  router.implement(calls.reconnect, (input) =>
    cast.mediaOnStage(viewer(input), input.body.eventId, {
      command: CastCommand.Reconnect,
      connectionType: input.body.connectionType,
    }),
  );
  router.implement(calls.avatar, (input) =>
    cast.mediaOnStage(viewer(input), input.body.eventId, {
      command: CastCommand.OnlineAvatar,
      isShowed: input.body.isShowed,
    }),
  );
  router.implement(calls.microphone, (input) =>
    cast.mediaOnStage(viewer(input), input.query.eventId, {
      command: CastCommand.OnlineMicrophone,
      isMuted: input.query.isMuted,
    }),
  );
  router.implement(calls.mainWindow, (input) =>
    cast.mainWindow(viewer(input), input.body.eventId, input.body.userId, input.body.onMain),
  );
  router.implement(calls.p2pSdpIce, (input) => cast.relaySignal(viewer(input), input.body));
}
