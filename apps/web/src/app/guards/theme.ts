import type { Theme } from '../../lib/preferences/index.ts';

export type { Theme };

/** `?theme=dark|light` sets the theme; any other value or none keeps the current one. */
export function selectTheme(queryValue: string | null, current: Theme): Theme {
  return queryValue === 'dark' || queryValue === 'light' ? queryValue : current;
}

/** The theme on the page, or the system's preference before one was applied. */
export function readCurrentTheme(): Theme {
  const applied = document.documentElement.dataset.theme;
  if (applied === 'dark' || applied === 'light') return applied;
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}
