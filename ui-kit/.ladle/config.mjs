/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'src/**/*.stories.tsx',
  viteConfig: '.ladle/vite.config.ts',
  outDir: 'build',
  defaultStory: 'button--primary',
  addons: {
    a11y: { enabled: true },
    msw: { enabled: false },
    source: { enabled: true, defaultState: false },
  },
};
