import { AnalyticsTables, type AnalyticsTable } from '@limelight/protocol';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { toast } from '../../ui/toastStore.ts';
import { analyticsErrorText } from './analyticsAnswers.ts';
import { downloadAnalyticsCsv } from './analyticsApi.ts';
import type { AnalyticsQuery } from './analyticsFilter.ts';

/** Reports and export: each table as CSV over the chosen filter (owners and admins; the server checks too). */
export function ExportTab({ query }: { query: AnalyticsQuery }) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState<AnalyticsTable | undefined>();
  const download = async (table: AnalyticsTable) => {
    setDownloading(table);
    await downloadAnalyticsCsv(table, query).catch((error: unknown) =>
      toast.error(analyticsErrorText(error, t)),
    );
    setDownloading(undefined);
  };
  return (
    <div className="flex flex-col gap-3">
      <p className="text-fg-muted">{t('analytics.exportHint')}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {AnalyticsTables.map((table) => (
          <li
            key={table}
            className="flex items-center justify-between gap-3 rounded-lg border border-border p-3"
          >
            <span className="font-medium">{t(`analytics.tabs.${table}`)}</span>
            <Button
              variant="secondary"
              size="sm"
              disabled={downloading !== undefined}
              aria-label={t('analytics.downloadCsv', { table: t(`analytics.tabs.${table}`) })}
              onClick={() => void download(table)}
            >
              <Download className="size-4" aria-hidden="true" />
              {t('analytics.csv')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
