import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/tokens.ts';

/** On phones a tile keeps to its label and value, so a row of them leaves room for what follows on the first screen. */
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['4'],
  background: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
  // The values of a row line up at the bottom, whether a label takes one line or three.
  '@media': { [media.phone]: { gap: vars.space['1'], padding: vars.space['3'], justifyContent: 'space-between' } },
});

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['2'] });

export const label = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  '@media': { [media.phone]: { fontSize: vars.fontSize.xs } },
});

export const icon = style({ color: vars.color.textSubtle, display: 'flex', '@media': { [media.phone]: { display: 'none' } } });

export const value = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.phone]: { fontSize: vars.fontSize.xl } },
});

export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, '@media': { [media.phone]: { display: 'none' } } });
