import { defineConfig } from 'vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';

// Used by Ladle (see .ladle/config.mjs) so the catalogue compiles *.css.ts files like the web app does.
export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
});
