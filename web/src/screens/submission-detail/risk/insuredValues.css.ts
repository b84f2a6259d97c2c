import { style } from '@vanilla-extract/css';
import { vars } from '@workbench/ui-kit/theme';

/** The total on one line, and a summed one's '(sum)' under it, so the column is no wider than the amount. */
export const tiv = style({ whiteSpace: 'nowrap', fontWeight: vars.fontWeight.medium });
export const computed = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
});

export const totals = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});
export const line = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space['2']} ${vars.space['6']}`, margin: 0 });
export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });
export const term = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const value = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text, fontVariantNumeric: 'tabular-nums' });
export const total = style([value, { fontWeight: vars.fontWeight.semibold }]);
