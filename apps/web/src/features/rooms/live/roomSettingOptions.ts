import type { RoomSettingOption } from '@limelight/protocol';
import type { TFunction } from 'i18next';

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

const isToggle = (option: RoomSettingOption) => (roomToggleOptions as readonly string[]).includes(option);

/**
 * What a pushed setting change says (issue 22): what changed and how ("Text chat turned off", "Who may join
 * the stage: Hosts only"), or that a named setting changed; an option the interface does not name is a
 * room setting update.
 */
export function settingChangeText(option: string, value: unknown, t: TFunction): string {
  if (!isNamedRoomOption(option)) return t('roomLive.settingUpdated', { setting: option });
  const setting = t(`roomSettings.option.${option}`);
  if (isToggle(option) && typeof value === 'boolean')
    return t(value ? 'roomLive.settingTurnedOn' : 'roomLive.settingTurnedOff', { setting });
  if (option === 'joinStage' && (value === 'allMembers' || value === 'hostsOnly'))
    return t('roomLive.settingChangedTo', { setting, value: t(`roomSettings.joinStage.${value}`) });
  return t('roomLive.settingChanged', { setting });
}
