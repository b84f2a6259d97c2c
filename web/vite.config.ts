import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { defaultCodeSplitGroupings } from '@tanstack/router-plugin';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Where users land after signing in: broker zone home (the dashboard) and the customer portal's home. */
const LANDING_ROUTES = new Set(['/_broker/', '/customer/']);
const SPLIT_LOADER: typeof defaultCodeSplitGroupings = [['loader'], ...defaultCodeSplitGroupings];

// The bff serves web/dist in production; in development vite serves the app and forwards /api to the bff.
export default defineConfig({
  root: here('.'),
  plugins: [
    // The router plugin must run before the React plugin so it can split route files into chunks.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // A route's loader (and the query modules it imports) is a chunk of its own, fetched alongside the
        // route's component chunk, so the first bundle the sign-in page loads does not carry every screen's
        // queries. The two landing pages keep their loader in the first bundle: on a full load they ask for
        // their data as soon as the user is known, without waiting for a chunk.
        splitBehavior: ({ routeId }) => (LANDING_ROUTES.has(routeId) ? undefined : SPLIT_LOADER),
      },
      routesDirectory: here('./src/routes'),
      generatedRouteTree: here('./src/routeTree.gen.ts'),
      quoteStyle: 'single',
      addExtensions: true,
    }),
    react(),
    vanillaExtractPlugin(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
  },
});
