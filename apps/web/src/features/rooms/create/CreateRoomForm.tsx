import { ResponseCode, RoomAgeLabels, RoomPrivacy, type PersonHit, type RoomView } from '@limelight/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../lib/forms/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { roomKeys } from '../roomQueries.ts';
import { createRoom } from '../roomsApi.ts';
import { checkCreateRoomForm, emptyCreateRoomForm } from './createRoomForm.ts';
import { InvitePeopleField } from './InvitePeopleField.tsx';

interface CreateRoomFormProps {
  onCreated: (room: RoomView) => void;
  onCancel?: () => void;
}

/** The room creation form (spec 000 §2 room creation dialog, §5 rules, §7 createRoom); a private room's invitations. */
export function CreateRoomForm({ onCreated, onCancel }: CreateRoomFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm(emptyCreateRoomForm);
  const [invited, setInvited] = useState<PersonHit[]>([]);
  const isPrivate = form.values.privateLevel === String(RoomPrivacy.private);
  const creating = useMutation({
    mutationFn: createRoom,
    onSuccess: (answer) => {
      if (answer.code !== ResponseCode.Success || answer.data === null) {
        form.showAnswer(answer, {
          byPath: { title: 'title', privateLevel: 'privateLevel', tags: 'tags', label: 'label' },
        });
        return;
      }
      void queryClient.invalidateQueries({ queryKey: roomKeys.allMine() });
      onCreated(answer.data);
    },
    onError: () => form.setFormError(t('messages.pleaseTryAgain')),
  });
  const submit = () => {
    const checked = checkCreateRoomForm(
      form.values,
      invited.map((person) => person.userId),
    );
    if (checked.ok) creating.mutate(checked.request);
    else form.setErrors(checked.errors);
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      aria-busy={creating.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FormAlert message={form.formError} />
      <TextField
        label={t('createRoom.name')}
        autoComplete="off"
        maxLength={100}
        {...form.textField('title')}
      />
      <SelectField
        label={t('createRoom.type')}
        {...form.textField('privateLevel')}
        options={[
          { value: '', label: t('createRoom.chooseType') },
          { value: String(RoomPrivacy.public), label: t('rooms.public') },
          { value: String(RoomPrivacy.private), label: t('rooms.private') },
        ]}
      />
      <SelectField
        label={t('createRoom.ageLabel')}
        {...form.textField('label')}
        options={RoomAgeLabels.map((label) => ({ value: label, label: t(`rooms.ageLabel.${label}`) }))}
      />
      <TextField label={t('rooms.tags')} hint={t('createRoom.tagsHint')} {...form.textField('tags')} />
      {isPrivate && <InvitePeopleField invited={invited} onChange={setInvited} />}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('ui.cancel')}
          </Button>
        )}
        <Button type="submit" isLoading={creating.isPending}>
          {t('createRoom.submit')}
        </Button>
      </div>
    </form>
  );
}
