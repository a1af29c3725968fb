import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';

interface QueuePagerProps {
  pagination: { page: number; pageSize: number; total: number; hasNextPage: boolean };
  onPage: (page: number) => void;
}

/** Previous and next under a queue's list, and where in it the operator is. */
export function QueuePager({ pagination, onPage }: QueuePagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(pagination.total / pagination.pageSize));
  if (pages === 1) return null;
  return (
    <nav aria-label={t('operator.pages')} className="flex items-center justify-center gap-3 text-sm">
      <Button
        size="sm"
        variant="secondary"
        disabled={pagination.page <= 1}
        onClick={() => onPage(pagination.page - 1)}
      >
        {t('operator.previous')}
      </Button>
      <span>{t('operator.pageOf', { page: pagination.page, pages })}</span>
      <Button
        size="sm"
        variant="secondary"
        disabled={!pagination.hasNextPage}
        onClick={() => onPage(pagination.page + 1)}
      >
        {t('operator.next')}
      </Button>
    </nav>
  );
}

/** A time of the queue in the reader's language and zone. */
export function useQueueTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso) => format.format(new Date(iso));
}
