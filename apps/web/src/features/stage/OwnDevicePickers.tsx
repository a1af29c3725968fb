import { useTranslation } from 'react-i18next';
import { SelectField } from '../../ui/SelectField.tsx';
import { deviceOptions } from './devicePickers.ts';
import { noDevice, type OwnDevices } from './useOwnDevices.ts';

/**
 * The camera and microphone pickers of someone live on a stage (spec 001 §4): every device of the kind,
 * and none (that kind muted). Only a kind that was published can be switched.
 */
export function OwnDevicePickers({ own }: { own: OwnDevices }) {
  const { t } = useTranslation();
  const pickers = [
    {
      kind: 'video',
      label: t('deviceTest.camera'),
      none: t('stage.noCamera'),
      devices: own.devices.cameras,
    },
    {
      kind: 'audio',
      label: t('deviceTest.microphone'),
      none: t('stage.noMicrophone'),
      devices: own.devices.microphones,
    },
  ] as const;
  return (
    <div className="flex flex-wrap justify-center gap-3" role="group" aria-label={t('stage.devices')}>
      {pickers
        .filter(({ kind }) => own.canSwitch(kind))
        .map(({ kind, label, none, devices }) => (
          <SelectField
            key={kind}
            label={label}
            className="w-56"
            options={[...deviceOptions(devices, label), { value: noDevice, label: none }]}
            value={own.chosen(kind)}
            onChange={(event) => void own.choose(kind, event.target.value)}
          />
        ))}
    </div>
  );
}
