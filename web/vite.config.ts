import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The bff serves web/dist in production; in development vite serves the app and forwards /api to the bff.
export default defineConfig({
  root: here('.'),
  plugins: [
    // The router plugin must run before the React plugin so it can split route files into chunks.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
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
