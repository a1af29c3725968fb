export type HomeTarget = { kind: 'events' } | { kind: 'infoSite'; url: string } | { kind: 'landing' };

/**
 * spec 000 §2, route `/`: logged-in users go to /events, others to the external information site. When no
 * site is configured (`VITE_INFO_SITE_URL` unset) the app shows its own landing page instead of leaving.
 */
export function resolveHomeTarget(isMember: boolean, infoSiteUrl: string | undefined): HomeTarget {
  if (isMember) return { kind: 'events' };
  if (infoSiteUrl) return { kind: 'infoSite', url: infoSiteUrl };
  return { kind: 'landing' };
}
