import type { RoomSettingOption } from '@limelight/protocol';

/** The settings toggles of spec 000 §4, in the settings panel's order; each pushed live to everyone. */
export const roomToggleOptions = [
  'sendChat',
  'allowDonations',
  'showParticipants',
  'chatModApprove',
  'approveJoin',
  'waitRoom',
] as const satisfies readonly RoomSettingOption[];

/** The settings of spec 000 §4 chosen from a list rather than switched on and off. */
export const roomChoiceOptions = [
  'joinStage',
  'privateLevel',
  'label',
] as const satisfies readonly RoomSettingOption[];

/** Every option editRoom may push, for the name in its success message. */
const namedOptions: readonly RoomSettingOption[] = [
  ...roomToggleOptions,
  ...roomChoiceOptions,
  'title',
  'thumbnail',
  'tags',
];

/** Whether a pushed option is one the interface names (anything else is shown as a room update). */
export const isNamedRoomOption = (option: string): option is RoomSettingOption =>
  (namedOptions as readonly string[]).includes(option);
