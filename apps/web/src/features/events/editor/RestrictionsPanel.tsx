import { ResponseCode, type RestrictionView } from '@limelight/protocol';
import { useMutation } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { answerMessage } from '../../../lib/i18n/index.ts';
import { useForm } from '../../../lib/forms/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { toast } from '../../../ui/toastStore.ts';
import { addRestriction, removeRestriction } from '../eventsApi.ts';
import { validateRestrictionForm } from './restrictionForm.ts';

interface RestrictionsPanelProps {
  eventId: string;
  restrictions: readonly RestrictionView[];
  onChanged: () => void;
}

/** The editor's Restrictions tab: region rules (countries allowed or blocked) and age rules. */
export function RestrictionsPanel({ eventId, restrictions, onChanged }: RestrictionsPanelProps) {
  const { t } = useTranslation();
  const form = useForm({ country: '', access: 'allow', age: '' });
  const describe = (restriction: RestrictionView) =>
    [
      restriction.country ?? t('eventEditor.restrictions.everywhere'),
      restriction.age === null
        ? restriction.allowed
          ? t('eventEditor.restrictions.allowed')
          : t('eventEditor.restrictions.blocked')
        : t('eventEditor.ageAtLeast', { age: restriction.age }),
    ].join(' · ');

  const add = useMutation({
    mutationFn: (restriction: Parameters<typeof addRestriction>[1]) => addRestriction(eventId, restriction),
    onSuccess: (answer) => {
      if (answer.code !== ResponseCode.Success) {
        form.showAnswer(answer, { byPath: { country: 'country', age: 'age' } });
        return;
      }
      form.reset();
      onChanged();
    },
    onError: () => form.setFormError(t('messages.genericError')),
  });
  const remove = useMutation({
    mutationFn: (restrictionId: string) => removeRestriction(eventId, restrictionId),
    onSuccess: (answer) => {
      if (answer.code !== ResponseCode.Success) toast.error(answerMessage(answer, t));
      onChanged();
    },
    onError: () => toast.error(t('messages.genericError')),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateRestrictionForm(form.values);
    if (result.ok) add.mutate(result.restriction);
    else form.setErrors(result.errors);
  };

  return (
    <div className="flex flex-col gap-6">
      {restrictions.length === 0 ? (
        <p className="text-fg-muted">{t('eventEditor.restrictions.none')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
          {restrictions.map((restriction) => (
            <li key={restriction.id} className="flex items-center gap-3 px-3 py-2">
              <span className="flex-1">{describe(restriction)}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('eventEditor.restrictions.remove', { rule: describe(restriction) })}
                onClick={() => remove.mutate(restriction.id)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <FormAlert message={form.formError} />
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField
            label={t('eventEditor.restrictions.country')}
            hint={t('eventEditor.restrictions.countryHint')}
            maxLength={2}
            {...form.textField('country')}
          />
          <SelectField
            label={t('eventEditor.restrictions.access')}
            options={[
              { value: 'allow', label: t('eventEditor.restrictions.allow') },
              { value: 'block', label: t('eventEditor.restrictions.block') },
            ]}
            {...form.textField('access')}
          />
          <TextField
            label={t('eventEditor.restrictions.age')}
            hint={t('eventEditor.restrictions.ageHint')}
            inputMode="numeric"
            {...form.textField('age')}
          />
        </div>
        <Button type="submit" variant="secondary" className="self-start" isLoading={add.isPending}>
          <Plus className="size-4" aria-hidden="true" />
          {t('eventEditor.restrictions.add')}
        </Button>
      </form>
    </div>
  );
}
