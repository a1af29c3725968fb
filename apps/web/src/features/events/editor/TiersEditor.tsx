import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { emptyTierRow, type TierErrors, type TierField, type TierRow } from './tierForm.ts';

interface TiersEditorProps {
  rows: readonly TierRow[];
  errors: TierErrors;
  onChange: (rows: TierRow[]) => void;
}

const tierFields: readonly TierField[] = ['type', 'price', 'min', 'max', 'total'];
const numericFields: ReadonlySet<TierField> = new Set(['price', 'min', 'max', 'total']);

/** The ticket tiers of spec 000 §3 (type, price, min, max, total), one row each, with their inline errors. */
export function TiersEditor({ rows, errors, onChange }: TiersEditorProps) {
  const { t } = useTranslation();
  const change = (key: string, field: TierField, value: string) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
  return (
    <div className="flex flex-col gap-4">
      {rows.length === 0 && <p className="text-fg-muted">{t('eventEditor.noTiers')}</p>}
      <ol className="flex flex-col gap-4">
        {rows.map((row, index) => {
          const sold = row.saved?.sold ?? 0;
          return (
            <li key={row.key}>
              <fieldset className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-[2fr_repeat(4,1fr)_auto] sm:items-start">
                <legend className="px-1 text-sm font-medium">
                  {t('eventEditor.tierNumber', { number: index + 1 })}
                </legend>
                {tierFields.map((field) => {
                  const error = errors[row.key]?.[field];
                  return (
                    <TextField
                      key={field}
                      label={t(`eventEditor.tier.${field}`)}
                      inputMode={numericFields.has(field) ? 'decimal' : undefined}
                      value={row[field]}
                      onChange={(event) => change(row.key, field, event.target.value)}
                      error={error && t(`messages.${error}`)}
                    />
                  );
                })}
                {/* A tier with tickets sold stays (its tickets point at it): it can be changed, not removed. */}
                {sold > 0 ? (
                  <p className="text-sm text-fg-muted sm:col-span-full">{t('inventory.sold', { sold })}</p>
                ) : (
                  <Button
                    variant="ghost"
                    className="sm:mt-7"
                    aria-label={t('eventEditor.removeTier', { number: index + 1 })}
                    onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </Button>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" className="self-start" onClick={() => onChange([...rows, emptyTierRow()])}>
        <Plus className="size-4" aria-hidden="true" />
        {t('eventEditor.addTier')}
      </Button>
    </div>
  );
}
