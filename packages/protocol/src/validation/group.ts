import { z } from 'zod';
import { GroupMembers } from '../limits.ts';
import { fail, pass, validatedSchema, type Validation } from './result.ts';
import { textSchema } from '../schemas/text.ts';

/** A new group as `createGroup` carries it, plus its creator. */
export interface NewGroup {
  readonly groupName: string;
  readonly ownerId: string;
  readonly uuids: readonly string[];
}

/**
 * spec 000 §5: a group needs a name and more than 2 members. The creator counts as a member: a group is
 * more people than a one-to-one chat. Member ids are de-duplicated and never include the creator.
 */
export function validateNewGroup(group: NewGroup): Validation<NewGroup> {
  const groupName = group.groupName.trim();
  if (groupName.length === 0) return fail('groupNameRequired', 'groupName');
  const uuids = [...new Set(group.uuids)].filter((id) => id !== group.ownerId);
  const memberCount = uuids.length + 1;
  if (memberCount <= GroupMembers.moreThan) return fail('groupTooSmall', 'uuids');
  return pass({ groupName, ownerId: group.ownerId, uuids });
}

/** `validateNewGroup` as a zod schema. */
export const newGroupSchema = validatedSchema(
  z.object({ groupName: textSchema, ownerId: textSchema, uuids: z.array(textSchema) }),
  validateNewGroup,
);
