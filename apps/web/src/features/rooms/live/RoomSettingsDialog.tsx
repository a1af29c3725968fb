import {
  RoomAgeLabels,
  RoomJoinStage,
  RoomPrivacy,
  type RoomSettingOption,
  type RoomView,
} from '@limelight/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAskedChange } from '../../../lib/forms/index.ts';
import { Checkbox } from '../../../ui/Checkbox.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { roomKeys } from '../roomQueries.ts';
import { editRoom } from '../roomsApi.ts';
import { toastRefusal } from '../toastRefusal.ts';
import { roomToggleOptions } from './roomSettingOptions.ts';

interface RoomSettingsDialogProps {
  room: RoomView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The owner's room settings (spec 000 §4 toggles): each change is sent at once; the push it causes updates
 * every page in the room, this one included, and shows the success message there.
 */
export function RoomSettingsDialog({ room, open, onOpenChange }: RoomSettingsDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const change = useAskedChange({
    mutationFn: ({ option, value }: { option: RoomSettingOption; value: unknown }) =>
      editRoom(room.id, option, value),
    // The push follows for everyone; the owner's controls need not wait for it.
    onSuccess: (changed) => queryClient.setQueryData(roomKeys.view(room.id), changed),
    onError: (error) => toastRefusal(error, t),
  });
  const ask = (option: RoomSettingOption, value: unknown) => change.ask({ option, value });
  const isChanging = (option: RoomSettingOption) => change.asked?.variables.option === option;
  // A control shows the value asked for until the answer brings the room's.
  const valueOf = <K extends RoomSettingOption & keyof RoomView>(option: K): RoomView[K] =>
    isChanging(option) ? (change.asked?.variables.value as RoomView[K]) : room[option];

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('roomSettings.title')}>
      <form className="flex flex-col gap-4" onSubmit={(event) => event.preventDefault()}>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold">{t('roomSettings.toggles')}</legend>
          {roomToggleOptions.map((option) => (
            <Checkbox
              key={option}
              label={t(`roomSettings.option.${option}`)}
              checked={valueOf(option)}
              disabled={isChanging(option)}
              onChange={(event) => ask(option, event.target.checked)}
            />
          ))}
        </fieldset>
        <SelectField
          label={t('roomSettings.option.joinStage')}
          value={String(valueOf('joinStage'))}
          disabled={isChanging('joinStage')}
          onChange={(event) => ask('joinStage', Number(event.target.value))}
          options={[
            { value: String(RoomJoinStage.allMembers), label: t('roomSettings.joinStage.allMembers') },
            { value: String(RoomJoinStage.hostsOnly), label: t('roomSettings.joinStage.hostsOnly') },
          ]}
        />
        <SelectField
          label={t('roomSettings.option.privateLevel')}
          value={String(valueOf('privateLevel'))}
          disabled={isChanging('privateLevel')}
          onChange={(event) => ask('privateLevel', Number(event.target.value))}
          options={[
            { value: String(RoomPrivacy.public), label: t('rooms.public') },
            { value: String(RoomPrivacy.private), label: t('rooms.private') },
          ]}
        />
        <SelectField
          label={t('roomSettings.option.label')}
          value={valueOf('label')}
          disabled={isChanging('label')}
          onChange={(event) => ask('label', event.target.value)}
          options={RoomAgeLabels.map((label) => ({ value: label, label: t(`rooms.ageLabel.${label}`) }))}
        />
      </form>
    </Dialog>
  );
}
