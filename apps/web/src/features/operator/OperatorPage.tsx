import { useQuery } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs.tsx';
import { AccountTools } from './AccountTools.tsx';
import { ContactInbox } from './ContactInbox.tsx';
import { fetchOperatorStatus, operatorKeys } from './operatorApi.ts';
import { ReportQueue } from './ReportQueue.tsx';

/**
 * `/operator` (issue 25 "Flagging"; docs/decisions/operator.md): the platform operators' moderation queue,
 * reports and contact messages, and the account tools (suspension, birth dates). The server refuses every call to anyone else; this page only says so.
 */
export function OperatorPage() {
  const { t } = useTranslation();
  const status = useQuery({ queryKey: operatorKeys.status(), queryFn: fetchOperatorStatus });
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-8">
      <title>{t('app.documentTitle', { page: t('pages.operator') })}</title>
      {status.isPending ? (
        <LoadingState label={t('app.loading')} />
      ) : !status.data?.isOperator ? (
        <EmptyState
          headingLevel="h1"
          icon={<ShieldAlert className="size-6" />}
          title={t('operator.onlyOperators')}
          description={t('operator.onlyOperatorsDescription')}
        />
      ) : (
        <>
          <h1 className="text-2xl font-bold">{t('pages.operator')}</h1>
          <Tabs defaultValue="reports">
            <TabsList>
              <TabsTrigger value="reports">{t('operator.reports')}</TabsTrigger>
              <TabsTrigger value="messages">{t('operator.messages')}</TabsTrigger>
              <TabsTrigger value="accounts">{t('operator.accounts')}</TabsTrigger>
            </TabsList>
            <TabsContent value="reports">
              <ReportQueue />
            </TabsContent>
            <TabsContent value="messages">
              <ContactInbox />
            </TabsContent>
            <TabsContent value="accounts">
              <AccountTools />
            </TabsContent>
          </Tabs>
        </>
      )}
    </section>
  );
}
