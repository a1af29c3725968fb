import type { InboxMessage } from '@limelight/protocol';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { toast } from '../../ui/toastStore.ts';
import { fetchContactMessages, markContactMessageHandled, operatorKeys } from './operatorApi.ts';
import { QueuePager, useQueueTime } from './QueuePager.tsx';

function InboxCard({ message }: { message: InboxMessage }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const timeOf = useQueueTime();
  const handling = useMutation({
    mutationFn: () => markContactMessageHandled(message.id),
    onSuccess: () => {
      toast.success(t('operator.handledToast'));
      void queryClient.invalidateQueries({ queryKey: operatorKeys.all });
    },
    onError: () => toast.error(t('messages.genericError')),
  });
  const title = t(message.kind === 'feedback' ? 'operator.feedbackFrom' : 'operator.contactFrom', {
    name: message.name,
  });
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border p-4" aria-label={title}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">{title}</h3>
        <time className="text-sm text-fg-muted" dateTime={message.createdAt}>
          {timeOf(message.createdAt)}
        </time>
      </div>
      <a className="text-sm underline" href={`mailto:${message.email}`}>
        {message.email}
      </a>
      <p className="whitespace-pre-wrap">{message.message}</p>
      {message.handledAt === null ? (
        <Button
          size="sm"
          variant="secondary"
          className="self-start"
          isLoading={handling.isPending}
          onClick={() => handling.mutate()}
        >
          {t('operator.markHandled')}
        </Button>
      ) : (
        <p className="text-sm text-fg-muted">
          {t('operator.handledAt', { time: timeOf(message.handledAt) })}
        </p>
      )}
    </li>
  );
}

/** Contact and feedback messages: those not handled yet first, oldest first, 20 a page. */
export function ContactInbox() {
  const { t } = useTranslation();
  const [handled, setHandled] = useState(false);
  const [page, setPage] = useState(1);
  const messages = useQuery({
    queryKey: operatorKeys.inbox(handled, page),
    queryFn: () => fetchContactMessages(handled, page),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="flex flex-col gap-4">
      <div className="max-w-xs">
        <SelectField
          label={t('operator.show')}
          value={handled ? 'handled' : 'waiting'}
          onChange={(event) => {
            setHandled(event.target.value === 'handled');
            setPage(1);
          }}
          options={[
            { value: 'waiting', label: t('operator.waitingMessages') },
            { value: 'handled', label: t('operator.handledMessages') },
          ]}
        />
      </div>
      {messages.isPending ? (
        <LoadingState label={t('operator.loading')} />
      ) : messages.isError ? (
        <p role="alert">{t('operator.loadFailed')}</p>
      ) : messages.data.list.length === 0 ? (
        <EmptyState headingLevel="h3" title={t('operator.noMessages')} />
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {messages.data.list.map((message) => (
              <InboxCard key={message.id} message={message} />
            ))}
          </ul>
          <QueuePager pagination={messages.data.pagination} onPage={setPage} />
        </>
      )}
    </div>
  );
}
