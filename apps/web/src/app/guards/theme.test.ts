import { describe, expect, it } from 'vitest';
import { selectTheme } from './theme.ts';

describe('the theme query sets the theme', () => {
  it('takes dark and light', () => {
    expect(selectTheme('dark', 'light')).toBe('dark');
    expect(selectTheme('light', 'dark')).toBe('light');
  });

  it('keeps the current theme for another value or none', () => {
    expect(selectTheme('sepia', 'dark')).toBe('dark');
    expect(selectTheme(null, 'light')).toBe('light');
  });
});
