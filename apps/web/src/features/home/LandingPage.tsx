import { Mic, Ticket, Users } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogStore } from '../../lib/dialogs/index.ts';
import { AppLink } from '../../lib/navigation/index.ts';
import { Button } from '../../ui/Button.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';

// The lists (cards, queries, the events and rooms code) load after the landing's first paint.
const HomeFeed = lazy(async () => ({ default: (await import('./HomeFeed.tsx')).HomeFeed }));

const highlights = [
  { Icon: Mic, titleKey: 'landing.stageTitle', textKey: 'landing.stageText' },
  { Icon: Users, titleKey: 'landing.roomsTitle', textKey: 'landing.roomsText' },
  { Icon: Ticket, titleKey: 'landing.ticketsTitle', textKey: 'landing.ticketsText' },
] as const;

/**
 * The built-in landing page for visitors at `/` when no external information site is configured: the pitch and
 * a way to browse the events, then the rooms live now and the upcoming events, then what the product does.
 */
export function LandingPage() {
  const { t } = useTranslation();
  const openDialog = useDialogStore((state) => state.openDialog);
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-12 px-4 py-8 sm:py-16">
      <title>{t('app.name')}</title>
      <section className="flex flex-col items-start gap-5">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t('landing.title')}</h1>
        <p className="max-w-2xl text-lg text-fg-muted">{t('landing.subtitle')}</p>
        {/* Browsing first: a visitor sees what is on before being asked to sign up. */}
        <div className="flex flex-wrap gap-3">
          <Button asChild size="lg">
            <AppLink to="/events">{t('landing.browseEvents')}</AppLink>
          </Button>
          <Button asChild variant="secondary" size="lg">
            <AppLink to="/signup">{t('landing.signUp')}</AppLink>
          </Button>
          <Button variant="ghost" size="lg" onClick={() => openDialog('login')}>
            {t('landing.logIn')}
          </Button>
        </div>
      </section>
      <Suspense fallback={<LoadingState label={t('app.loading')} />}>
        <HomeFeed />
      </Suspense>
      <section aria-labelledby="landing-features">
        <h2 id="landing-features" className="mb-4 text-2xl font-semibold">
          {t('landing.featuresTitle')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {highlights.map(({ Icon, titleKey, textKey }) => (
            <li key={titleKey} className="rounded-xl border border-border bg-surface-raised p-5">
              <Icon className="mb-3 size-6 text-accent" aria-hidden="true" />
              <h3 className="mb-1 font-semibold">{t(titleKey)}</h3>
              <p className="text-sm text-fg-muted">{t(textKey)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
