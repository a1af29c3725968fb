import type { RoomParticipant, RoomView } from '@limelight/protocol';

/** What may be done to a person from the list: a role given or taken away, ownership, a block from the room. */
export type PersonAction = 'host' | 'mod' | 'none' | 'owner' | 'block';

/**
 * The actions the viewer has on a person of the list, in the order they are offered (docs/decisions/rooms.md):
 * the owner and moderators give and take away roles, the owner passes ownership, and every moderator (the
 * owner, hosts, moderators: `isSpecial`) blocks from the room. None on oneself or on the owner.
 */
export function personActionsOf(
  room: Pick<RoomView, 'isOwner' | 'isMod' | 'isSpecial'>,
  viewerId: string | undefined,
  person: RoomParticipant,
): PersonAction[] {
  if (person.userId === viewerId || person.role === 'owner') return [];
  const canSetRoles = room.isOwner || room.isMod;
  const actions: PersonAction[] = [];
  if (canSetRoles && person.role !== 'host') actions.push('host');
  if (canSetRoles && person.role !== 'mod') actions.push('mod');
  if (canSetRoles && person.role !== null) actions.push('none');
  if (room.isOwner) actions.push('owner');
  if (room.isSpecial) actions.push('block');
  return actions;
}

/** Every person of the loaded pages once, in the server's order (a refresh may shift someone across pages). */
export function participantsOf(pages: readonly { list: RoomParticipant[] }[] | undefined): RoomParticipant[] {
  const byId = new Map<string, RoomParticipant>();
  for (const person of (pages ?? []).flatMap((page) => page.list))
    if (!byId.has(person.userId)) byId.set(person.userId, person);
  return [...byId.values()];
}
