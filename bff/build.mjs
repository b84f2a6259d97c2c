// Builds the server to JavaScript: one ES module for the process and one for the document-parsing worker
// threads, in dist/server/. esbuild rather than tsc: the workspace packages are TypeScript sources imported
// with their .ts extensions, which tsc would have to compile package by package and then rewrite; esbuild
// bundles the workspace code (core, adapters, bff) in one pass of well under a second and leaves every npm
// package external, loaded from node_modules as usual. Types are checked separately (make typecheck).
import { build } from 'esbuild';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'dist/server');

/** npm packages stay outside the bundle; only the workspace's own sources go in. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@workbench/') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'bff/src/main.ts',
    // The worker pool loads `worker-entry.mjs` beside the module that starts it: under tsx that file
    // registers tsx first; built, it is the worker itself.
    'worker-entry': 'adapters/src/documents/worker.ts',
  },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
console.log(`server built into ${path.relative(root, outdir)}/`);
