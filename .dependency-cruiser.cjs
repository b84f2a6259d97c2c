// The layers of the monorepo and the front doors of core's contexts, checked by `make test` (target deps).
// Each package names what it may import; inside core a context is entered from another only through its index.ts.
// Import cycles in core are checked by .dependency-cruiser-cycles.cjs.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-is-pure',
      comment: 'The domain depends on no other package of the monorepo and on no npm package but valibot.',
      severity: 'error',
      from: { path: '^core/src', pathNot: '\\.test\\.ts$' },
      to: {
        pathNot: ['^core/src', 'node_modules/valibot/'],
      },
    },
    {
      name: 'contract-sits-on-core',
      comment: 'The contract imports core through its index, and valibot.',
      severity: 'error',
      from: { path: '^contract/src', pathNot: '\\.test\\.ts$' },
      to: {
        pathNot: ['^contract/src', '^core/src/index\\.ts$', 'node_modules/valibot/'],
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'adapters-implement-core',
      comment: 'Adapters implement core ports; they know nothing of the contract, the server or the screens.',
      severity: 'error',
      from: { path: '^adapters/src' },
      to: { path: '^(contract|bff|ui-kit|web)/' },
    },
    {
      name: 'bff-serves-no-screens',
      comment: 'The server wires core, the contract and the adapters; the screens are not its business.',
      severity: 'error',
      from: { path: '^bff/src' },
      to: { path: '^(ui-kit|web)/' },
    },
    {
      name: 'ui-kit-knows-no-product',
      comment: 'The ui-kit knows nothing of the product: no domain words, no screens.',
      severity: 'error',
      from: { path: '^ui-kit/' },
      to: { path: '^(core|contract|adapters|bff|web)/' },
    },
    {
      name: 'web-talks-over-http',
      comment: 'The web reaches the server over HTTP only: never the adapters or the server itself.',
      severity: 'error',
      from: { path: '^web/src' },
      to: { path: '^(adapters|bff)/' },
    },
    {
      name: 'context-front-door',
      comment: 'A context of core is entered from another context only through its index.ts.',
      severity: 'error',
      from: { path: '^core/src/([^/]+)/' },
      to: {
        path: '^core/src/([^/]+)/.+',
        pathNot: ['^core/src/$1/', '^core/src/[^/]+/index\\.ts$', '^core/src/shared/'],
      },
    },
    {
      name: 'shared-knows-no-context',
      comment: "Core's shared kernel imports no context.",
      severity: 'error',
      from: { path: '^core/src/shared/' },
      to: { path: '^core/src/[^/]+/', pathNot: '^core/src/shared/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|build)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
