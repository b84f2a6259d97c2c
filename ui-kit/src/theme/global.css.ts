import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

/**
 * Importing this module installs a small reset plus the document's base type (14px system font on the
 * theme background). `globalStyles` is a class for the app's root element: full height, themed colours.
 */
export const globalStyles = style({
  minHeight: '100dvh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});
globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('img, svg, video', { display: 'block', maxWidth: '100%' });
globalStyle('svg', { flexShrink: 0 });
globalStyle('a', { color: 'inherit' });
// Headings and regions that receive focus only from the app (after a page change, from a skip link) are
// no controls: they show no focus ring.
globalStyle('[tabindex="-1"]:focus:not(a, button, input, select, textarea, [role])', { outline: 'none' });
