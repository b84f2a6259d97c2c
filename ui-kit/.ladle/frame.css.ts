import { style } from '@vanilla-extract/css';
import { vars } from '../src/theme/contract.css.ts';
import '../src/theme/global.css.ts';

export const frame = style({
  padding: vars.space['6'],
  minHeight: '100dvh',
  background: vars.color.background,
  color: vars.color.text,
});
