import { AnalyticsPlatforms, AnalyticsRanges, type AnalyticsChannel } from '@limelight/protocol';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { AddressFilter } from './analyticsFilter.ts';

interface AnalyticsFilterBarProps {
  filter: AddressFilter;
  channelId: string;
  channels: readonly AnalyticsChannel[];
  /** Sets (or, with undefined, removes) one parameter of the address. */
  onChange: (name: 'channel' | 'range' | 'platform' | 'from' | 'to', value: string | undefined) => void;
}

/** The channel, time filter (spec 001 §9: all, 1 … 365 days, custom) and platform, kept in the address. */
export function AnalyticsFilterBar({ filter, channelId, channels, onChange }: AnalyticsFilterBarProps) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {channels.length > 1 && (
        <SelectField
          label={t('analytics.channel')}
          value={channelId}
          onChange={(event) => onChange('channel', event.target.value)}
          options={channels.map((channel) => ({
            value: channel.channelId,
            label: `${channel.name} (${t(`analytics.roles.${channel.role}`)})`,
          }))}
        />
      )}
      <SelectField
        label={t('analytics.timeFilter')}
        value={filter.range}
        onChange={(event) => onChange('range', event.target.value)}
        options={AnalyticsRanges.map((range) => ({ value: range, label: t(`analytics.ranges.${range}`) }))}
      />
      <SelectField
        label={t('analytics.platform')}
        value={filter.platform}
        onChange={(event) =>
          onChange('platform', event.target.value === 'all' ? undefined : event.target.value)
        }
        options={[
          { value: 'all', label: t('analytics.platforms.all') },
          ...AnalyticsPlatforms.map((platform) => ({
            value: platform,
            label: t(`analytics.platforms.${platform}`),
          })),
        ]}
      />
      {filter.range === 'custom' && (
        <div className="grid grid-cols-2 gap-3 sm:col-span-2">
          <TextField
            type="date"
            label={t('analytics.from')}
            value={filter.fromDay ?? ''}
            onChange={(event) => onChange('from', event.target.value || undefined)}
          />
          <TextField
            type="date"
            label={t('analytics.to')}
            value={filter.toDay ?? ''}
            onChange={(event) => onChange('to', event.target.value || undefined)}
          />
        </div>
      )}
    </div>
  );
}
