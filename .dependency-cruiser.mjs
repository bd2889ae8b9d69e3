/**
 * The arrows that must never exist between the project's folders (issue 10 item 5), checked in
 * `npm test` by pipeline/dependency-rules.test.ts and by hand with
 * `npx depcruise pipeline web functions scripts`. Type-only imports count: a type is a dependency.
 * Tests and test helpers may reach anything; the rules hold for the code that ships or builds.
 * Known violations waiting for another branch's move are listed in
 * .dependency-cruiser-known-violations.json (they are reported, not hidden).
 */
const SHIPPED = '^(pipeline|web|functions|scripts)/';
const NOT_TEST = '(\\.test\\.ts$|(^|/)testing/)';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles: a module never reaches itself through its imports.',
      from: { path: SHIPPED },
      to: { circular: true },
    },
    {
      name: 'registry-imports-nothing-of-ours',
      severity: 'error',
      comment: 'The registry is the single source of lottery facts: everything derives from it, it derives from nothing (STYLE 1).',
      from: { path: '^pipeline/registry/', pathNot: NOT_TEST },
      to: { path: SHIPPED, pathNot: '^pipeline/registry/' },
    },
    {
      name: 'answers-stay-pure',
      severity: 'error',
      comment: 'Answer functions are pure over plain data: never the store (data/ on disk) or the upstream sources (STYLE 3).',
      from: { path: '^pipeline/answers/', pathNot: NOT_TEST },
      to: { path: '^pipeline/(store|sources|importers|ingest)/' },
    },
    {
      name: 'web-never-reads-store-or-sources',
      severity: 'error',
      comment: 'The website renders published answers; it never reads data/ or an upstream source itself.',
      from: { path: '^web/', pathNot: NOT_TEST },
      to: { path: '^pipeline/(store|sources|importers|ingest)/' },
    },
    {
      name: 'check-function-bundles-only-the-pure-core',
      severity: 'error',
      comment:
        'The /check function bundles answers, registry, contract and draws, plus the HTTP edge that serves them (the serve/ handler stack, published/ tree reader, errors/): never the store, sources, the build, the describers, the website or the local server.',
      from: { path: '^functions/check\\.ts$' },
      to: {
        path: '^pipeline/(store|sources|importers|ingest|publish|describe|commands|testing)/|^web/|^pipeline/serve/local-server\\.ts$|node_modules/(sirv|negotiator|undici|commander|vite|proper-lockfile)/',
        reachable: true,
      },
    },
    {
      name: 'serve-and-publish-apart',
      severity: 'error',
      comment: 'Serving reads a published tree; it never imports the build, and the build never imports the server.',
      from: { path: '^pipeline/(serve|published)/', pathNot: NOT_TEST },
      to: { path: '^pipeline/publish/' },
    },
    {
      name: 'publish-does-not-import-serve',
      severity: 'error',
      from: { path: '^pipeline/publish/', pathNot: NOT_TEST },
      to: { path: '^pipeline/(serve|published)/' },
    },
    {
      name: 'ingest-uses-the-store-not-the-server-or-importers',
      severity: 'error',
      comment: 'Ingest adds draws through the store (its add-only merge) and reads the published tree through published/.',
      from: { path: '^pipeline/ingest/', pathNot: NOT_TEST },
      to: { path: '^pipeline/(serve|importers)/' },
    },
    {
      name: 'build-engine-is-not-the-composition',
      severity: 'error',
      comment:
        'publish/ is the build engine and the API producers; describe/ and web/ plug into it, and pipeline/site-build.ts composes them.',
      from: { path: '^pipeline/publish/', pathNot: NOT_TEST },
      to: { path: '^pipeline/describe/|^web/' },
    },
    {
      name: 'contract-is-below-its-users',
      severity: 'error',
      comment:
        'The contract (endpoint table, parameters, paths, HTTP policy, routing) is read by the build, the servers and the describers, never the other way.',
      from: { path: '^pipeline/contract/', pathNot: NOT_TEST },
      to: { path: '^pipeline/(publish|serve|published|describe|ingest|importers|sources|commands)/|^web/' },
    },
    {
      name: 'shipped-code-never-imports-tests',
      severity: 'error',
      comment: 'Test helpers stay out of what ships and builds (scripts/, the bench among them, may use them).',
      from: { path: '^(pipeline|web|functions)/', pathNot: NOT_TEST },
      to: { path: NOT_TEST },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|node_modules|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
