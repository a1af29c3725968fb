import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AppNavigate } from '../../lib/navigation/index.ts';
import { isMember, useSessionStore } from '../../lib/session/index.ts';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { resolveHomeTarget } from './homeTarget.ts';
import { LandingPage } from './LandingPage.tsx';

/** `/`: members go to /events; visitors to the information site when one is configured, else the landing page. */
export function HomePage() {
  const { t } = useTranslation();
  const hasMemberSession = useSessionStore((state) => isMember(state.session));
  const target = resolveHomeTarget(hasMemberSession, import.meta.env.VITE_INFO_SITE_URL);
  const infoSiteUrl = target.kind === 'infoSite' ? target.url : null;

  useEffect(() => {
    if (infoSiteUrl) window.location.replace(infoSiteUrl);
  }, [infoSiteUrl]);

  if (target.kind === 'events') return <AppNavigate to="/events" />;
  if (target.kind === 'infoSite') return <LoadingState label={t('app.loading')} />;
  return <LandingPage />;
}
