import { randomUUID } from 'node:crypto';
import {
  Messages,
  type StreamStatusAnswer,
  type SubRegisterAnswer,
  type SubRegisterRequest,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { SessionDescription } from '../../platform/media/sfu.ts';
import type { SfuRouter } from '../../platform/media/sfuRouting.ts';
import type { LiveRoomEntry, LiveViewer } from '../live/index.ts';
import type { CastTokens } from './castTokens.ts';
import type { MediaRepo, MediaSessionRow } from './media.repo.ts';
import { descriptionOf, refusalAsInvalid, type createHolderCalls } from './sfuAnswers.ts';

export interface SubscriptionsDeps {
  repo: MediaRepo;
  sfus: Pick<SfuRouter, 'on'>;
  tokens: CastTokens;
  entryOf: (viewer: LiveViewer, ref: string) => Promise<LiveRoomEntry>;
  /** Calls on the SFU holding a session (sfuAnswers.ts). */
  onHolder: ReturnType<typeof createHolderCalls>;
}

/**
 * Subscribing to stage streams (spec 001 §4 "Stage publishing and subscribing"; docs/decisions/media.md):
 * sessions in the SFU that holds the publisher, on whichever process, the subscriber's answer, a fresh
 * subscription, and a person's streams as their SFU sees them. Part of the media service.
 */
export function createSubscriptions(deps: SubscriptionsDeps) {
  const { repo, sfus, tokens, onHolder } = deps;

  /** A new subscriber session of a publisher: the SFU's offer. */
  async function openSubscription(
    entry: LiveRoomEntry,
    userId: string,
    publisher: MediaSessionRow,
    tokenId: string,
  ): Promise<SubRegisterAnswer> {
    if (publisher.kind === 'screen' && publisher.userId !== userId) {
      // spec 001 §5: screen share is available for up to 50 people.
      if ((await repo.countSubscribers(publisher.id)) >= 50)
        throw new ApiError('Forbidden', Messages.screenShareFull);
    }
    const subId = randomUUID();
    // The subscriber's session lives in the SFU that holds its publisher, on whichever process.
    const offer = await onHolder(publisher.processId, (sfu) => sfu.subscribe(subId, publisher.id));
    const stored = await repo.insert({
      id: subId,
      roomId: entry.roomId,
      userId,
      role: 'subscriber',
      kind: publisher.kind,
      publisherId: publisher.id,
      tokenId,
      status: 'live',
      sdp: offer.sdp,
      processId: publisher.processId,
    });
    if (!stored) {
      // A retry raced this one with the same token: answer the session it stored.
      await sfus
        .on(publisher.processId)
        .close(subId)
        .catch(() => undefined);
      const existing = await repo.findByToken(tokenId, 'subscriber', publisher.id);
      if (!existing) throw new ApiError('Conflict');
      return {
        subId: existing.id,
        pubId: publisher.id,
        p2p: false,
        sdp: descriptionOf('offer', existing.sdp),
      };
    }
    return { subId, pubId: publisher.id, p2p: false, sdp: descriptionOf('offer', offer.sdp) };
  }

  /** A publisher of the room one may subscribe to: a live camera, or a screen share that goes out. */
  async function requireSubscribable(
    roomId: string,
    pubId: string,
    userId: string,
  ): Promise<MediaSessionRow> {
    const row = await repo.find(pubId);
    const isVisible =
      row?.status === 'live' ||
      (row?.status === 'accepted' && row.kind === 'screen') ||
      row?.userId === userId;
    if (!row || row.roomId !== roomId || row.role !== 'publisher' || row.status === 'closed' || !isVisible)
      throw new ApiError('NotFound');
    return row;
  }

  return {
    /** POST /cast/v1/sub/register (retried): anyone who may enter the live page subscribes with a sub token. */
    async subscribe(viewer: LiveViewer, request: SubRegisterRequest): Promise<SubRegisterAnswer> {
      const entry = await deps.entryOf(viewer, request.eventId);
      const { userId } = viewer.caller;
      const claims = await tokens.verify(request.token, { roomId: entry.roomId, userId, use: 'sub' });
      const publisher = await requireSubscribable(entry.roomId, request.pubId, userId);
      const existing = await repo.findByToken(claims.tokenId, 'subscriber', publisher.id);
      if (existing?.status === 'live')
        return {
          subId: existing.id,
          pubId: publisher.id,
          p2p: false,
          sdp: descriptionOf('offer', existing.sdp),
        };
      return openSubscription(entry, userId, publisher, claims.tokenId);
    },

    /** POST /cast/v1/addSubSDP {eventId, subId, sdp}: the subscriber's answer (a retry changes nothing). */
    async answerSubscription(
      viewer: LiveViewer,
      eventId: string,
      subId: string,
      answer: SessionDescription,
    ): Promise<{ subId: string }> {
      const entry = await deps.entryOf(viewer, eventId);
      const row = await repo.find(subId);
      if (!row || row.roomId !== entry.roomId || row.userId !== viewer.caller.userId || row.status !== 'live')
        throw new ApiError('NotFound');
      await refusalAsInvalid(onHolder(row.processId, (sfu) => sfu.answer(subId, answer)));
      return { subId };
    },

    /** POST /casta/v1/resub {eventId, userId} (retried): a fresh subscription to a person's camera. */
    async resubscribe(
      viewer: LiveViewer,
      eventId: string,
      publisherUserId: string,
    ): Promise<SubRegisterAnswer> {
      const entry = await deps.entryOf(viewer, eventId);
      const { userId } = viewer.caller;
      const [publisher] = (await repo.openPublishersOf(entry.roomId, publisherUserId, 'camera')).filter(
        (row) => row.status === 'live',
      );
      if (!publisher) throw new ApiError('NotFound');
      for (const old of await repo.openSubscriptionsOf(userId, publisher.id)) {
        await repo.setStatus(old.id, ['live'], 'closed');
        await sfus
          .on(old.processId)
          .close(old.id)
          .catch(() => undefined);
      }
      return openSubscription(entry, userId, publisher, randomUUID());
    },

    /** GET /casta/v1/streamStatus {eventId, userId} (retried): a person's streams as the SFU sees them. */
    async streamStatus(viewer: LiveViewer, eventId: string, userId: string): Promise<StreamStatusAnswer> {
      const entry = await deps.entryOf(viewer, eventId);
      const rows = await repo.openPublishersOf(entry.roomId, userId);
      const streams = await Promise.all(
        rows.map(async (row) => {
          const status = await onHolder(
            row.processId,
            (sfu) => sfu.status(row.id),
            () => undefined,
          );
          return {
            pubId: row.id,
            kind: row.kind,
            state: status?.state ?? 'closed',
            isAudioModMuted: status?.isAudioModMuted ?? false,
            packetsReceived: status?.packetsReceived ?? { audio: 0, video: 0 },
            subscribers: status?.subscribers ?? 0,
          };
        }),
      );
      return { userId, streams };
    },
  };
}
