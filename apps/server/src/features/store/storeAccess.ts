import { displayNameOf, type NamedUser, type StoreOwnerKind } from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { Caller } from '../../platform/auth/tokens.ts';
import type { EventsService, Viewer } from '../events/index.ts';

/** What a room's store follows of its room. */
export interface RoomAccess {
  ownerId: string;
  visible: boolean;
}

/** Whose store: the owner's kind and canonical id (event id, room id, user id). */
export interface StoreOwner {
  ownerKind: StoreOwnerKind;
  ownerId: string;
}

export interface StoreAccessDeps {
  events: Pick<EventsService, 'purchaseStanding' | 'editableEventId'>;
  /**
   * A room's owner and whether the caller may see it (the rooms feature: a private room is seen by its
   * owner, subscribers and invitees); undefined for a room that does not exist.
   */
  roomAccessOf: (roomId: string, caller: Caller | null) => Promise<RoomAccess | undefined>;
  /** The member a user id or cyaId names (not a guest, not banned): the events feature's channel owners. */
  findChannelOwner: (ref: string) => Promise<string | undefined>;
  /** A person's name fields (the users feature), for an influencer store's name. */
  findPerson: (userId: string) => Promise<Omit<NamedUser, 'userId'> | undefined>;
  publicUrl: string;
}

/**
 * Who may see and manage a store: an event's store follows the event (seen by whoever may see the event,
 * managed by its editors, 11030 for others); a room's follows the room (seen by whoever may see the room,
 * managed by its owner, 11030 for others); an influencer's is managed by that member alone (4003).
 */
export function createStoreAccess(deps: StoreAccessDeps) {
  /** The owner of a room the caller may see; 4004 otherwise, so that a private room's store reveals no room. */
  async function visibleRoomOwner(roomId: string, caller: Caller | null): Promise<string> {
    const room = await deps.roomAccessOf(roomId, caller);
    if (!room?.visible) throw new ApiError('NotFound');
    return room.ownerId;
  }

  async function influencer(ref: string): Promise<string> {
    const userId = await deps.findChannelOwner(ref);
    if (userId === undefined) throw new ApiError('NotFound');
    return userId;
  }

  return {
    /** The store page's address (spec 000 §3 cart `webUrl`). */
    webUrlOf: (owner: StoreOwner): string =>
      `${deps.publicUrl}/store/${owner.ownerKind}/${encodeURIComponent(owner.ownerId)}`,

    /** The store a viewer opens, with its name (null for rooms); the owner's refusals otherwise. */
    async openStore(
      ownerKind: StoreOwnerKind,
      ownerRef: string,
      viewer: Viewer,
    ): Promise<StoreOwner & { name: string | null }> {
      if (ownerKind === 'event') {
        const { eventId, title } = await deps.events.purchaseStanding(ownerRef, viewer);
        return { ownerKind, ownerId: eventId, name: title };
      }
      if (ownerKind === 'room') {
        await visibleRoomOwner(ownerRef, viewer.caller);
        return { ownerKind, ownerId: ownerRef, name: null };
      }
      const userId = await influencer(ownerRef);
      const name = displayNameOf({ ...(await deps.findPerson(userId)), userId });
      return { ownerKind, ownerId: userId, name };
    },

    /** Whether the caller manages an open store (the store page shows its editor then). */
    async canManage(owner: StoreOwner, caller: Caller | null): Promise<boolean> {
      if (caller?.kind !== 'member') return false;
      if (owner.ownerKind === 'influencer') return owner.ownerId === caller.userId;
      if (owner.ownerKind === 'room')
        return (await deps.roomAccessOf(owner.ownerId, caller))?.ownerId === caller.userId;
      return deps.events.editableEventId(owner.ownerId, caller).then(
        () => true,
        (refusal: unknown) => {
          if (refusal instanceof ApiError) return false;
          throw refusal;
        },
      );
    },

    /** The canonical owner of a store the caller manages; the refusal of who may not. */
    async requireManager(ownerKind: StoreOwnerKind, ownerRef: string, caller: Caller): Promise<StoreOwner> {
      if (ownerKind === 'event')
        return { ownerKind, ownerId: await deps.events.editableEventId(ownerRef, caller) };
      if (ownerKind === 'room') {
        if ((await visibleRoomOwner(ownerRef, caller)) !== caller.userId) throw new ApiError('NotEventOwner');
        return { ownerKind, ownerId: ownerRef };
      }
      const userId = await influencer(ownerRef);
      if (userId !== caller.userId) throw new ApiError('Forbidden');
      return { ownerKind, ownerId: userId };
    },
  };
}

export type StoreAccess = ReturnType<typeof createStoreAccess>;
