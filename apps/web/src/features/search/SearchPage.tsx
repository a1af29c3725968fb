import { useInfiniteQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppNavigate } from '../../lib/navigation/index.ts';
import { useSessionStore } from '../../lib/session/index.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { EventList } from '../events/index.ts';
import { PeopleResults } from './PeopleResults.tsx';
import { RoomResults } from './RoomResults.tsx';
import { searchPathOf, searchTabOf, searchTabs } from './searchAddress.ts';
import { eventSearchQuery } from './searchQueries.ts';

function EventResults({ keyword }: { keyword: string }) {
  const { t } = useTranslation();
  const pages = useInfiniteQuery(eventSearchQuery(keyword));
  return (
    <EventList
      pages={pages}
      layout="grid"
      label={t('search.tab.events')}
      emptyTitle={t('search.noEvents', { keyword })}
    />
  );
}

/** `/search?q=…&tab=…`: events, people and rooms matching a keyword (spec 000 §1); the query lives in the address. */
export function SearchPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const [searchParams] = useSearchParams();
  const keyword = (searchParams.get('q') ?? '').trim();
  const tab = searchTabOf(searchParams.get('tab'));
  const [text, setText] = useState(keyword);
  const hasSession = useSessionStore((state) => state.session !== null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim()) navigate(searchPathOf(text, tab));
  };
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6">
      <title>
        {t('app.documentTitle', { page: keyword ? t('search.titleFor', { keyword }) : t('pages.search') })}
      </title>
      <h1 className="text-2xl font-bold">
        {keyword ? t('search.titleFor', { keyword }) : t('pages.search')}
      </h1>
      <form role="search" onSubmit={submit} className="flex max-w-xl items-end gap-2">
        <TextField
          label={t('search.label')}
          type="search"
          className="flex-1"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit">
          <Search className="size-4" aria-hidden="true" />
          {t('nav.search')}
        </Button>
      </form>
      {keyword === '' ? (
        <EmptyState headingLevel="h2" icon={<Search className="size-6" />} title={t('search.prompt')} />
      ) : (
        <Tabs
          value={tab}
          onValueChange={(next) => navigate(searchPathOf(keyword, searchTabOf(next)), { replace: true })}
        >
          <TabsList aria-label={t('search.tabs')}>
            {searchTabs.map((name) => (
              <TabsTrigger key={name} value={name}>
                {t(`search.tab.${name}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          {hasSession && (
            <>
              <TabsContent value="events">
                <EventResults keyword={keyword} />
              </TabsContent>
              <TabsContent value="people">
                <PeopleResults keyword={keyword} />
              </TabsContent>
              <TabsContent value="rooms">
                <RoomResults keyword={keyword} />
              </TabsContent>
            </>
          )}
        </Tabs>
      )}
    </div>
  );
}
