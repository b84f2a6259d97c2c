// Charts live behind their own entry (@workbench/ui-kit/charts) so only the screens that draw one load the
// charting code; the main entry, which every page (the sign-in page included) loads, stays free of it.
//
// Why visx (@visx/scale, @visx/shape, @visx/group): React draws the SVG itself, so the charts are ordinary
// components styled with the theme's tokens and given names, focus and a table like any other; only the small
// pieces used are installed (d3's scales and line paths). With the Insights screen they weigh about 19 KB
// gzipped. Recharts brings its own rendering, tooltips and animation (about 100 KB gzipped) that we would
// fight for accessibility; Observable Plot draws imperatively into the DOM outside React. visx's axis package
// was left out: it pulls an old CSS-calc parser for labels the few lines here draw as well.
export * from './components/Chart/index.ts';
