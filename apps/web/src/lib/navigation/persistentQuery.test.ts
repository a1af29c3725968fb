import { describe, expect, it } from 'vitest';
import { withPersistentQuery } from './persistentQuery.ts';

describe('addresses keep lang and theme (spec 000 §2 navigation guards)', () => {
  it('carries lang and theme onto a bare path', () => {
    expect(withPersistentQuery('/myPurchases', '?lang=zh&theme=dark')).toBe(
      '/myPurchases?lang=zh&theme=dark',
    );
  });

  it('carries nothing else of the current query', () => {
    expect(withPersistentQuery('/events', '?lang=fr&join=1&username=x')).toBe('/events?lang=fr');
  });

  it('keeps the target query and lets the target choose its own lang', () => {
    expect(withPersistentQuery('/event/7?join=1&lang=en', '?lang=zh&theme=light')).toBe(
      '/event/7?join=1&lang=en&theme=light',
    );
  });

  it('keeps the hash after the query', () => {
    expect(withPersistentQuery('/contact#form', '?lang=zh')).toBe('/contact?lang=zh#form');
  });

  it('leaves the target as it is when the current address has neither', () => {
    expect(withPersistentQuery('/notfound', '')).toBe('/notfound');
  });
});
