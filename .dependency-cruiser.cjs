// Architecture rules (ARCHITECTURE.md), checked by `npm run lint:deps` in CI.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import circles make load order matter and hide which module owns what.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'kernel-knows-no-module',
      severity: 'error',
      comment: 'The kernel is what every module uses; it must not depend on any of them.',
      from: { path: '^src/kernel/' },
      to: { path: ['^src/modules/', '^src/cli/', '^src/[^/]+\\.tsx?$'] },
    },
    {
      name: 'modules-meet-through-index',
      severity: 'error',
      comment: "A module uses another only through that module's index.ts, its public surface.",
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/[^/]+/', pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'composition-uses-module-surfaces',
      severity: 'error',
      comment: 'The composition root and the CLI reach modules through their index.ts too.',
      from: { path: ['^src/cli/', '^src/[^/]+\\.tsx?$'] },
      to: { path: '^src/modules/[^/]+/', pathNot: '^src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'modules-do-not-import-the-composition',
      severity: 'error',
      comment: 'Modules are wired by the composition root (src/*.ts), never the other way round.',
      from: { path: '^src/(modules|kernel|migrations)/' },
      to: { path: ['^src/[^/]+\\.tsx?$', '^src/cli/'] },
    },
    {
      name: 'no-test-code-in-src',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(test|bench|scripts)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
