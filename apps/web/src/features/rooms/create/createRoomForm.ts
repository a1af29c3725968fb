import {
  AgeLabel,
  RoomPrivacy,
  validateRoomOrEventName,
  validateRoomType,
  validateTags,
  type RoomAgeLabel,
} from '@limelight/protocol';
import { validateForm } from '../../../lib/forms/index.ts';
import type { NewRoom } from '../roomsApi.ts';

/** The creation form as typed: the room type is '' until chosen; tags are comma-separated. */
export interface CreateRoomFormValues {
  title: string;
  privateLevel: string;
  label: RoomAgeLabel;
  tags: string;
}

export const emptyCreateRoomForm: CreateRoomFormValues = {
  title: '',
  privateLevel: '',
  label: AgeLabel.general,
  tags: '',
};

/** The tags typed, split on commas; empty entries are dropped. */
export const tagsOfInput = (input: string): string[] =>
  input
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');

/**
 * spec 000 §5: the name rule, a room type chosen, the tag rules; every field at fault at once. The people
 * invited go with a private room only.
 */
export function checkCreateRoomForm(values: CreateRoomFormValues, invitedIds: readonly string[] = []) {
  const checked = validateForm({
    title: validateRoomOrEventName(values.title),
    privateLevel: validateRoomType(values.privateLevel === '' ? null : Number(values.privateLevel)),
    tags: validateTags(tagsOfInput(values.tags)),
  });
  if (!checked.ok) return checked;
  const isPrivate = checked.values.privateLevel === RoomPrivacy.private;
  const request: NewRoom = {
    ...checked.values,
    label: values.label,
    ...(isPrivate && invitedIds.length > 0 ? { friendList: [...invitedIds] } : {}),
  };
  return { ok: true as const, request };
}
