import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';
import { TextField } from './TextField.tsx';
import { toast } from './toastStore.ts';

interface CopyFieldProps {
  label: string;
  value: string;
}

/** A link shown read-only (selectable by hand too) with a Copy button; spec 000 §8 when copying fails. */
export function CopyField({ label, value }: CopyFieldProps) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t('ui.copied'));
    } catch (error) {
      console.warn('Copying failed', error);
      toast.error(t('messages.copyToClipboardFailed'));
    }
  };
  return (
    <div className="flex items-end gap-2">
      <TextField
        label={label}
        value={value}
        readOnly
        className="min-w-0 flex-1"
        onFocus={(event) => event.target.select()}
      />
      <Button variant="secondary" aria-label={t('ui.copyNamed', { name: label })} onClick={() => void copy()}>
        <Copy className="size-4" aria-hidden="true" />
        {t('ui.copy')}
      </Button>
    </div>
  );
}
