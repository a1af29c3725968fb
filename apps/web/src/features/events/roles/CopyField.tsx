import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { toast } from '../../../ui/toastStore.ts';

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
      toast.success(t('roles.copied'));
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
      <Button
        variant="secondary"
        aria-label={t('roles.copyNamed', { name: label })}
        onClick={() => void copy()}
      >
        <Copy className="size-4" aria-hidden="true" />
        {t('roles.copy')}
      </Button>
    </div>
  );
}
