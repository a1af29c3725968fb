import type { ChannelPeriod } from '@limelight/protocol';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EventList } from '../events/index.ts';
import { channelEventsQuery } from './channelQueries.ts';

interface ChannelEventsProps {
  channelSlug: string;
  period: ChannelPeriod;
  title: string;
  layout: 'row' | 'grid';
}

/** A channel's events of one period (spec 000 §3 channel events). */
export function ChannelEvents({ channelSlug, period, title, layout }: ChannelEventsProps) {
  const { t } = useTranslation();
  const pages = useInfiniteQuery(channelEventsQuery(channelSlug, period, title));
  return (
    <EventList
      pages={pages}
      layout={layout}
      label={t(`channel.period.${period}`)}
      emptyTitle={title ? t('channel.noMatch', { title }) : t(`channel.empty.${period}`)}
    />
  );
}
