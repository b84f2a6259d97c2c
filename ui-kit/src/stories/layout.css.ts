import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** Layout helpers for the catalogue's stories only. */
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], maxWidth: '28rem' });
export const wide = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], maxWidth: '64rem' });
export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', gap: vars.space['4'] });
