import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript, renderIndexHtml } from './indexHtml.ts';

const template = `<html lang="en"><head><meta name="description" content="app" /><title>Limelight</title>
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index-1.css">
</head><body><div id="root"></div></body></html>`;

describe('index.html with a page written in (docs/decisions/first-paint.md)', () => {
  it('escapes text for element content and attribute values', () => {
    expect(escapeHtml(`<b title="x">Tom & Jerry's</b>`)).toBe(
      '&lt;b title=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/b&gt;',
    );
  });

  it('writes JSON that no user text can close or break out of, and that parses back unchanged', () => {
    const value = { title: '</script><!-- <script>alert(1)</script> & \u2028\u2029' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('puts the title, meta tags, content, answers and preloads in place, the stylesheet before the scripts', () => {
    const html = renderIndexHtml(template, {
      title: 'Soirée $& jazz',
      meta: [{ key: 'property', name: 'og:title', content: 'Soirée "jazz"' }],
      rootHtml: '<h1>Soirée</h1>',
      answers: [{ queryKey: ['events'], data: '$&' }],
      preloads: ['assets/en-1.js'],
      language: 'fr',
    });
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<title>Soirée $&amp; jazz</title>');
    expect(html).not.toContain('name="description" content="app"');
    expect(html).toContain('<meta property="og:title" content="Soirée &quot;jazz&quot;" />');
    expect(html).toContain('<div id="root"><h1>Soirée</h1></div>');
    expect(html).toContain(
      '<script type="application/json" id="first-answers">[{"queryKey":["events"],"data":"$\\u0026"}]</script>',
    );
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/en-1.js" />');
    expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('<script type="module"'));
  });
});
