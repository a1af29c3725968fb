// Boundaries that hold by themselves (issue 20, docs/decisions/boundaries.md): run by `npm run lint`.
// Type-only imports count (tsPreCompilationDeps): a cycle of types still ties two files together.
const workspaces = '^(apps/server|apps/web|packages/protocol)/';

export default {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'No import cycles in the server, the web app or the protocol, type-only imports included.',
      severity: 'error',
      from: { path: workspaces },
      to: { circular: true },
    },
    {
      name: 'feature-through-index',
      comment: "One feature reaches another only through that feature's index.ts (ARCHITECTURE.md).",
      severity: 'error',
      from: { path: '^apps/(server|web)/src/features/([^/]+)/' },
      to: {
        path: '^apps/$1/src/features/[^/]+/',
        pathNot: ['^apps/$1/src/features/$2/', '^apps/$1/src/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'protocol-imports-no-app',
      comment: 'The wire contract is shared by both apps and imports nothing of either.',
      severity: 'error',
      from: { path: '^packages/protocol/' },
      to: { path: '^apps/' },
    },
    {
      name: 'resolvable',
      comment: 'An import the cruiser cannot resolve is an edge it cannot see: a cycle could hide behind it.',
      severity: 'error',
      from: { path: workspaces },
      // vite/client is a types-only reference (vite-env.d.ts), not a module.
      to: { couldNotResolve: true, pathNot: '^vite/client$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|playwright-report|test-results)/' },
    tsPreCompilationDeps: true,
    // Imports name their files with extensions (.ts, .tsx); @limelight/protocol resolves through its
    // package.json "exports" to packages/protocol/src.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
      extensions: ['.ts', '.tsx', '.js'],
    },
  },
};
