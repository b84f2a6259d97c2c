import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1.5'], width: '100%' });

export const header = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space['2'], fontSize: vars.fontSize.sm });

export const label = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const value = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const track = style({
  height: vars.space['2'],
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  transition: `width ${vars.duration.normal} ease-out`,
});

const sweep = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

/** Work without a known end: a band sweeps along the track (still where motion is reduced). */
export const indeterminate = style({
  height: '100%',
  width: '40%',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  animation: `${sweep} calc(${vars.duration.normal} * 6) ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.5 } },
});
