import type { AnalyticsFigures } from '@limelight/protocol';
import { useTranslation } from 'react-i18next';
import { durationText, moneyText } from './analyticsDisplay.ts';

/** One figure's card. */
function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div
      className="flex flex-col gap-1 rounded-lg border border-border bg-surface-raised p-3"
      data-testid={testId}
    >
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** The figures of a span: people, peak, watch time, revenue by source, chat and the stage. */
export function FiguresGrid({ figures }: { figures: AnalyticsFigures }) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => moneyText(cents, i18n.language);
  const count = (value: number) => value.toLocaleString(i18n.language);
  const cards: [key: string, label: string, value: string][] = [
    ['registrants', t('analytics.figures.registrants'), count(figures.registrants)],
    ['attendees', t('analytics.figures.attendees'), count(figures.attendees)],
    ['peak-viewers', t('analytics.figures.peakViewers'), count(figures.peakViewers)],
    ['average-watch', t('analytics.figures.averageWatch'), durationText(figures.averageWatchSeconds)],
    ['revenue', t('analytics.figures.revenue'), money(figures.revenue.totalCents)],
    ['revenue-tickets', t('analytics.figures.tickets'), money(figures.revenue.ticketsCents)],
    ['revenue-donations', t('analytics.figures.donations'), money(figures.revenue.donationsCents)],
    ['revenue-films', t('analytics.figures.films'), money(figures.revenue.filmsCents)],
    ['revenue-store', t('analytics.figures.store'), money(figures.revenue.storeCents)],
    ['chat-messages', t('analytics.figures.chatMessages'), count(figures.chatMessages)],
    ['questions', t('analytics.figures.questions'), count(figures.questions)],
    ['stage-applications', t('analytics.figures.stageApplications'), count(figures.stageApplications)],
    ['stage-approvals', t('analytics.figures.stageApprovals'), count(figures.stageApprovals)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {cards.map(([key, label, value]) => (
        <Figure key={key} testId={`figure-${key}`} label={label} value={value} />
      ))}
    </dl>
  );
}
