import { EventTypes, EventVisibilities } from '@limelight/protocol';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { useForm } from '../../../lib/forms/index.ts';
import { SelectField } from '../../../ui/SelectField.tsx';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { ageRestrictionChoices, type GeneralFormValues } from './generalForm.ts';

/** The form state of the General step and tab. */
export type GeneralForm = ReturnType<typeof useForm<GeneralFormValues>>;

/** Every IANA zone this browser knows, the event's own included even if it does not. */
function timeZoneOptions(current: string) {
  const zones = Intl.supportedValuesOf('timeZone');
  return (zones.includes(current) ? zones : [current, ...zones]).map((zone) => ({
    value: zone,
    label: zone,
  }));
}

/**
 * The General fields of spec 000 §2 (wizard step and editor tab): title, description, start and end in the
 * event's timezone, type (Free, Paid, Donate), visibility, age restriction and tags. Errors show inline.
 */
export function GeneralFields({ form }: { form: GeneralForm }) {
  const { t } = useTranslation();
  const timezone = form.values.timezone;
  const zones = useMemo(() => timeZoneOptions(timezone), [timezone]);
  return (
    <div className="flex flex-col gap-4">
      <TextField label={t('eventEditor.title')} autoComplete="off" {...form.textField('title')} />
      <TextAreaField label={t('eventEditor.description')} rows={5} {...form.textField('description')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('eventEditor.startAt')}
          type="datetime-local"
          hint={t('eventEditor.startAtHint')}
          {...form.textField('startAt')}
        />
        <TextField label={t('eventEditor.endAt')} type="datetime-local" {...form.textField('endAt')} />
        <SelectField label={t('eventEditor.timezone')} options={zones} {...form.textField('timezone')} />
        <SelectField
          label={t('eventEditor.type')}
          options={EventTypes.map((type) => ({ value: type, label: t(`eventEditor.types.${type}`) }))}
          {...form.textField('type')}
        />
        <SelectField
          label={t('eventEditor.visibility')}
          options={EventVisibilities.map((visibility) => ({
            value: visibility,
            label: t(`eventEditor.visibilities.${visibility}`),
          }))}
          {...form.textField('visibility')}
        />
        <SelectField
          label={t('eventEditor.ageRestriction')}
          options={ageRestrictionChoices.map((age) => ({
            value: String(age),
            label: age === 0 ? t('eventEditor.noAgeRestriction') : t('eventEditor.ageAtLeast', { age }),
          }))}
          {...form.textField('ageRestriction')}
        />
      </div>
      <TextField label={t('eventEditor.tags')} hint={t('eventEditor.tagsHint')} {...form.textField('tags')} />
    </div>
  );
}
