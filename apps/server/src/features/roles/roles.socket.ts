import { AppKey, frameOf, SelfServiceCommand, type RoleInvitedPayload } from '@limelight/protocol';
import type { RealtimeDelivery } from '../../platform/realtime/delivery.ts';

/** What the roles service tells the people concerned; this file turns each event into its frame. */
export interface RoleEvents {
  /** An event's roles changed: everyone in its room reloads them (cya_self_service shouldUpdateRoleList). */
  roleListChanged(eventId: string): Promise<void>;
  /** A member was invited to roles: they hear of it on every open socket (cya_self_service roleInvited). */
  invited(userId: string, invitation: RoleInvitedPayload): Promise<void>;
}

export function createRoleEvents(delivery: Pick<RealtimeDelivery, 'toRoom' | 'toUser'>): RoleEvents {
  return {
    roleListChanged: (eventId) =>
      delivery.toRoom(
        eventId,
        frameOf(AppKey.SelfService, SelfServiceCommand.ShouldUpdateRoleList, { eventId }),
      ),
    invited: (userId, invitation) =>
      delivery.toUser(userId, frameOf(AppKey.SelfService, SelfServiceCommand.RoleInvited, invitation)),
  };
}
