import {
  AgeLabel,
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

/** spec 000 §5: the name rule, a room type chosen, the tag rules; every field at fault at once. */
export function checkCreateRoomForm(values: CreateRoomFormValues) {
  const checked = validateForm({
    title: validateRoomOrEventName(values.title),
    privateLevel: validateRoomType(values.privateLevel === '' ? null : Number(values.privateLevel)),
    tags: validateTags(tagsOfInput(values.tags)),
  });
  if (!checked.ok) return checked;
  const request: NewRoom = { ...checked.values, label: values.label };
  return { ok: true as const, request };
}
