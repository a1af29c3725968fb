import type { Plugin, UserConfig } from 'vite';

/**
 * Lazy routes preload their chunks' imports with the route (Vite's `__vitePreload` lists), so a page does not
 * load as a waterfall. Those lists name every dependency, the first load's chunks too, which are always in
 * the page by the time a lazy import runs: preloading them is a no-op that the first load pays for in bytes
 * (2.7 KB gz of file names in the entry, issue 23). This drops them from the lists of lazy imports; the
 * HTML's preload tags of the first load itself stay as they are.
 */
export function lazyPreloads(): { plugin: Plugin; modulePreload: UserConfig['build'] } {
  const firstLoad = new Set<string>();
  const plugin: Plugin = {
    name: 'limelight:first-load-chunks',
    generateBundle: {
      // Before Vite's import analysis writes the preload lists (its own generateBundle).
      order: 'pre',
      handler(_options, bundle) {
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (firstLoad.has(fileName) || chunk?.type !== 'chunk') return;
          firstLoad.add(fileName);
          chunk.imports.forEach(visit);
        };
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
      },
    },
  };
  return {
    plugin,
    modulePreload: {
      modulePreload: {
        resolveDependencies: (_file, deps, { hostType }) =>
          hostType === 'js' ? deps.filter((dep) => !firstLoad.has(dep)) : deps,
      },
    },
  };
}
