/**
 * A page's first load written into the app's index.html (docs/decisions/first-paint.md): what the head
 * says of the page (title, description, link previews), the first content inside #root, the API answers
 * the page starts from, and the chunks its route loads.
 */
export interface FirstPage {
  title: string;
  /** `name` or `property` meta tags: description, Open Graph, Twitter card. */
  meta: ReadonlyArray<{ key: 'name' | 'property'; name: string; content: string }>;
  /** Markup, escaped already, shown until React renders the same page in its place. */
  rootHtml: string;
  /** React Query cache entries the app seeds before its first render (keys of the web app's queries). */
  answers: ReadonlyArray<{ queryKey: readonly unknown[]; data: unknown }>;
  /** Build files (`assets/…js`) of the route's chunks and of the interface language. */
  preloads: readonly string[];
  language: string;
}

/** The id of the JSON script tag the web app reads its first answers from (apps/web/src/app/firstAnswers.ts). */
export const firstAnswersElementId = 'first-answers';

const htmlEscapes: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text (user input included) made safe in element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

/**
 * JSON that can sit inside a `<script type="application/json">`: no `<` can close the tag or open a comment,
 * and the line separators JavaScript once refused are escaped. JSON.parse reads it back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** index.html with the page's head, content, answers and preloads written in. */
export function renderIndexHtml(template: string, page: FirstPage): string {
  const meta = page.meta
    .map((tag) => `<meta ${tag.key}="${escapeHtml(tag.name)}" content="${escapeHtml(tag.content)}" />`)
    .join('\n    ');
  const preloads = page.preloads
    .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`)
    .join('\n    ');
  const answers = `<script type="application/json" id="${firstAnswersElementId}">${jsonForScript(page.answers)}</script>`;
  // The first paint needs the stylesheet alone: asked for before the scripts, it is not queued behind them
  // for one of the browser's six connections.
  const stylesheets = template.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  const stylesheetsFirst = template
    .replace(/\s*<link rel="stylesheet"[^>]*>/g, '')
    .replace(/<script type="module"/, (script) => `${stylesheets.join('\n    ')}\n    ${script}`);
  // Replacer functions, so that a `$` in an event's text is never read as a replacement pattern.
  return (
    stylesheetsFirst
      .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(page.language)}"`)
      .replace(/<meta name="description"[^>]*>\s*/, () => '')
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>\n    ${meta}`)
      // After the entry's own scripts: the page's chunks are wanted only once the entry runs.
      .replace('</head>', () => `  ${preloads}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${page.rootHtml}</div>\n    ${answers}`)
  );
}
