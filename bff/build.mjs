// Builds the server to JavaScript: one ES module for the process and one for the document-parsing worker
// threads, in dist/server/. esbuild rather than tsc: the workspace packages are TypeScript sources imported
// with their .ts extensions, which tsc would have to compile package by package and then rewrite; esbuild
// bundles the workspace code (core, adapters, bff) in one pass of well under a second and leaves every npm
// package external, loaded from node_modules as usual. Types are checked separately (make typecheck).
import { build } from 'esbuild';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'dist/server');

const rootModules = path.join(root, 'node_modules') + path.sep;

/**
 * npm packages stay outside the bundle; only the workspace's own sources go in. A package a workspace holds
 * in its own node_modules (a version other than the one hoisted to the root, e.g. koa 3 in bff while a
 * dependency keeps koa 2 at the root) is imported by its path from dist/server, so the bundle loads the
 * version its source was written for; the image installs from the same lock file, so the path holds there.
 */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData?.resolving || args.path.startsWith('@workbench/') || args.path.startsWith('node:')) return undefined;
      const found = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: { resolving: true } });
      const nested =
        found.errors.length === 0 && found.path.includes(`${path.sep}node_modules${path.sep}`) && !found.path.startsWith(rootModules);
      if (!nested) return { path: args.path, external: true };
      return { path: path.relative(outdir, found.path).split(path.sep).join('/'), external: true };
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
