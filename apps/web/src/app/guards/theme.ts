import { readStoredTheme, type Theme } from '../../lib/preferences/index.ts';

export type { Theme };

/** `?theme=dark|light` sets the theme; any other value or none keeps the current one. */
export function selectTheme(queryValue: string | null, current: Theme): Theme {
  return queryValue === 'dark' || queryValue === 'light' ? queryValue : current;
}

/**
 * The theme on the page; before one was applied, the person's last choice in this browser, else the system's
 * preference (a typed or bookmarked address without `theme`, docs/decisions/web-routes.md).
 */
export function readCurrentTheme(): Theme {
  const applied = document.documentElement.dataset.theme;
  if (applied === 'dark' || applied === 'light') return applied;
  return (
    readStoredTheme(localStorage) ??
    (window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light')
  );
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}
