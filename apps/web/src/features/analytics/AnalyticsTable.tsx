import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';

/** A column of a table: its heading and how a row's cell reads. */
export interface Column<R> {
  key: string;
  label: string;
  cell: (row: R) => ReactNode;
  /** Numbers align right. */
  isNumber?: boolean;
}

interface AnalyticsTableProps<R> {
  label: string;
  columns: readonly Column<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** One of analytics' tables: scrolls sideways in its own box on a narrow screen, paged below. */
export function AnalyticsTable<R>({
  label,
  columns,
  rows,
  rowKey,
  page,
  pages,
  onPage,
}: AnalyticsTableProps<R>) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto rounded-lg border border-border">
        <table className="w-full text-left text-sm" aria-label={label}>
          <thead className="bg-surface-muted text-fg-muted">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={`px-3 py-2 font-medium ${column.isNumber ? 'text-right' : ''}`}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="border-t border-border">
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={`px-3 py-2 ${column.isNumber ? 'text-right tabular-nums' : '[overflow-wrap:anywhere]'}`}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav aria-label={t('analytics.pages')} className="flex items-center justify-between gap-3">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('analytics.previous')}
          </Button>
          <span className="text-sm text-fg-muted">{t('analytics.pageOf', { page, pages })}</span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('analytics.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}
