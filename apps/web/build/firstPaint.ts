import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

/**
 * The pages whose first content the server writes into index.html (docs/decisions/first-paint.md), each with
 * the modules of its lazy route: the server preloads their chunks so that React renders the page without
 * another round trip.
 */
const pageModules = {
  home: ['src/features/home/HomePage.tsx', 'src/features/home/HomeFeed.tsx'],
  events: ['src/features/events/EventsHomePage.tsx'],
  event: ['src/features/events/EventDetailPage.tsx'],
} as const;

/** The interface texts that the server's first content uses, in every locale. */
const firstPaintKeys = [
  'app.name',
  'app.documentTitle',
  'landing.title',
  'landing.subtitle',
  'landing.browseEvents',
  'landing.signUp',
  'landing.logIn',
  'pages.events',
  'rooms.liveNow',
  'rooms.noneLive',
  'rooms.noneLiveHint',
  'events.feed.live',
  'events.feed.upcoming',
  'events.feed.past',
  'events.feed.empty.live',
  'events.feed.empty.upcoming',
  'events.feed.empty.past',
  'events.free',
  'events.priceTbd',
  'events.payWhatYouWant',
  'events.state.tba',
  'eventDetail.hostedBy',
  'eventDetail.dateTba',
  'eventDetail.coverOf',
] as const;

type LocaleTree = { [key: string]: string | LocaleTree };

function textAt(tree: LocaleTree, key: string): string {
  const value = key
    .split('.')
    .reduce<string | LocaleTree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree,
    );
  if (typeof value !== 'string') throw new Error(`first paint: no text for ${key}`);
  return value;
}

/** A chunk's file and those of every chunk it imports statically, but not what the entry loads already. */
function chunkFilesOf(
  chunk: Rollup.OutputChunk,
  bundle: Rollup.OutputBundle,
  loaded: ReadonlySet<string>,
): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const next = bundle[fileName];
    if (files.has(fileName) || loaded.has(fileName) || next?.type !== 'chunk') return;
    files.add(fileName);
    next.imports.forEach(visit);
  };
  visit(chunk.fileName);
  return [...files];
}

/**
 * Writes `first-paint.json` into the build: per page the chunks to preload, per language the locale's chunk
 * and the texts of the first content. The server reads it to answer `/`, `/events` and `/event/:id` with
 * their content already in the HTML.
 */
export function firstPaint(): Plugin {
  let root = '';
  return {
    name: 'limelight-first-paint',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('first paint: no entry chunk');
      const loaded = new Set<string>();
      const markLoaded = (fileName: string) => {
        const chunk = bundle[fileName];
        if (loaded.has(fileName) || chunk?.type !== 'chunk') return;
        loaded.add(fileName);
        chunk.imports.forEach(markLoaded);
      };
      markLoaded(entry.fileName);
      const chunkOf = (modulePath: string) => {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId === path.join(root, modulePath));
        if (!chunk) throw new Error(`first paint: no chunk for ${modulePath}`);
        return chunk;
      };
      const preloads = Object.fromEntries(
        Object.entries(pageModules).map(([page, modules]) => [
          page,
          [...new Set(modules.flatMap((modulePath) => chunkFilesOf(chunkOf(modulePath), bundle, loaded)))],
        ]),
      );
      const localeChunks = chunks.filter((chunk) =>
        /\/src\/locales\/[\w-]+\.json$/.test(chunk.facadeModuleId ?? ''),
      );
      const languages = await Promise.all(
        localeChunks.map(async (chunk) => {
          const file = chunk.facadeModuleId ?? '';
          const tree = JSON.parse(await readFile(file, 'utf8')) as LocaleTree;
          const texts = Object.fromEntries(firstPaintKeys.map((key) => [key, textAt(tree, key)]));
          return [path.basename(file, '.json'), { chunk: chunk.fileName, texts }] as const;
        }),
      );
      this.emitFile({
        type: 'asset',
        fileName: 'first-paint.json',
        source: JSON.stringify({ preloads, languages: Object.fromEntries(languages) }),
      });
    },
  };
}
