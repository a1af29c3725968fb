import { ResponseCode, type ChannelAboutAnswer } from '@limelight/protocol';
import { useQuery } from '@tanstack/react-query';
import { Search, ShoppingBag, Tv } from 'lucide-react';
import { useDeferredValue, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RefusedAnswerError } from '../../lib/api/index.ts';
import { AppLink, useAppNavigate } from '../../lib/navigation/index.ts';
import { useSessionStore } from '../../lib/session/index.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { UserAvatar } from '../../ui/UserAvatar.tsx';
import { ChannelFilms } from '../films/index.ts';
import { ChannelReplays } from '../replays/index.ts';
import { profilePathOf } from '../users/index.ts';
import { channelAboutQuery } from './channelQueries.ts';
import { ChannelEvents } from './ChannelEvents.tsx';
import { channelTabOf, channelTabs, type ChannelTab } from './channelTabs.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The title filter of the event tabs (spec 000 §3 channel events `filter (title)`). */
function TitleFilter({ value, onChange }: { value: string; onChange: (title: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="relative max-w-sm">
      <TextField
        label={t('channel.filter')}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <Search
        className="pointer-events-none absolute right-3 bottom-3 size-4 text-fg-muted"
        aria-hidden="true"
      />
    </div>
  );
}

function About({ about }: { about: ChannelAboutAnswer }) {
  const { t } = useTranslation();
  const { profile, counts } = about;
  return (
    <div className="flex flex-col gap-4">
      <p className="whitespace-pre-line">{profile.bio ?? t('channel.noBio')}</p>
      <dl className="grid max-w-md grid-cols-3 gap-3 text-center">
        {(['live', 'upcoming', 'past'] as const).map((period) => (
          <div key={period} className="rounded-lg border border-border p-3">
            <dt className="text-sm text-fg-muted">{t(`channel.period.${period}`)}</dt>
            <dd className="text-2xl font-bold">{counts[period]}</dd>
          </div>
        ))}
      </dl>
      <Button asChild variant="secondary" className="self-start">
        <AppLink to={profilePathOf(profile)}>{t('channel.viewProfile')}</AppLink>
      </Button>
    </div>
  );
}

function ChannelTabs({ about, tab }: { about: ChannelAboutAnswer; tab: ChannelTab }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const [title, setTitle] = useState('');
  const filter = useDeferredValue(title.trim());
  const slug = about.channelSlug;
  return (
    <Tabs value={tab} onValueChange={(next) => navigate(`/channel/${slug}/${next}`, { replace: true })}>
      <TabsList aria-label={t('channel.tabs')} className="overflow-x-auto">
        {channelTabs.map((name) => (
          <TabsTrigger key={name} value={name} className="whitespace-nowrap uppercase">
            {t(`channel.tab.${name}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="home" className="flex flex-col gap-8">
        <Section title={t('channel.period.live')}>
          <ChannelEvents channelSlug={slug} period="live" title="" layout="row" />
        </Section>
        <Section title={t('channel.period.upcoming')}>
          <ChannelEvents channelSlug={slug} period="upcoming" title="" layout="row" />
        </Section>
      </TabsContent>
      {(['upcoming', 'past'] as const).map((period) => (
        <TabsContent key={period} value={period} className="flex flex-col gap-4">
          <TitleFilter value={title} onChange={setTitle} />
          <ChannelEvents channelSlug={slug} period={period} title={filter} layout="grid" />
        </TabsContent>
      ))}
      <TabsContent value="about">
        <About about={about} />
      </TabsContent>
      <TabsContent value="replays">
        <ChannelReplays channelSlug={slug} />
      </TabsContent>
      <TabsContent value="films">
        <ChannelFilms userId={about.channelId} />
      </TabsContent>
      <TabsContent value="purchases">
        <EmptyState
          headingLevel="h2"
          icon={<ShoppingBag className="size-6" />}
          title={t('channel.tab.purchases')}
          description={t('channel.later.purchases')}
        />
      </TabsContent>
    </Tabs>
  );
}

/** `/channel/:channelSlug/:tab?` (and `/channel/example`): a creator's channel with the tabs of spec 000 §1. */
export function ChannelPage() {
  const { t } = useTranslation();
  const { channelSlug = 'example', tab } = useParams();
  // The navigation guard creates a guest session for visitors; the channel is asked for with it.
  const hasSession = useSessionStore((state) => state.session !== null);
  const about = useQuery({ ...channelAboutQuery(channelSlug), enabled: hasSession });
  if (about.isPending) return <LoadingState label={t('channel.loading')} />;
  if (about.isError) {
    const isMissing =
      about.error instanceof RefusedAnswerError && about.error.answer.code === ResponseCode.NotFound;
    return (
      <EmptyState
        headingLevel="h1"
        icon={<Tv className="size-6" />}
        title={isMissing ? t('channel.notFound') : t('channel.loadFailed')}
        action={
          <Button asChild variant="secondary">
            <AppLink to="/events">{t('channel.toEvents')}</AppLink>
          </Button>
        }
      />
    );
  }
  const { profile } = about.data;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6">
      <title>{t('app.documentTitle', { page: profile.displayName })}</title>
      <div className="flex items-center gap-4">
        <UserAvatar name={profile.displayName} src={profile.avatar} size="lg" />
        <div>
          <p className="text-sm text-fg-muted">{t('pages.channel')}</p>
          <h1 className="text-3xl font-bold">{profile.displayName}</h1>
        </div>
      </div>
      <ChannelTabs about={about.data} tab={channelTabOf(tab)} />
    </div>
  );
}
