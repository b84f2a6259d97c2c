import { defineConfig } from 'vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// Ladle brings its own React plugin; it only needs vanilla-extract to compile the *.css.ts files.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  server: { host: '127.0.0.1' },
});
