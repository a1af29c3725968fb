import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../ui/Checkbox.tsx';

interface AutosaveToggleProps {
  isOn: boolean;
  onChange: (isOn: boolean) => void;
  /** When the last autosave happened, or nothing yet. */
  status: 'idle' | 'saving' | 'saved' | 'failed';
}

/** The editor-autosave preference with what it last did, announced politely. */
export function AutosaveToggle({ isOn, onChange, status }: AutosaveToggleProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Checkbox
        label={t('eventEditor.autosave')}
        checked={isOn}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span role="status" className="text-sm text-fg-muted">
        {status === 'idle' ? '' : t(`eventEditor.autosaveStatus.${status}`)}
      </span>
    </div>
  );
}
