import { style } from '@vanilla-extract/css';
import { vars } from '@workbench/ui-kit/theme';

/** The options side by side where there is room, one under the other on a phone. */
export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: vars.space['4'],
  marginTop: vars.space['3'],
});

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['4'],
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const optionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const total = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.text });
export const small = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const terms = style({ margin: 0, paddingLeft: vars.space['4'], fontSize: vars.fontSize.sm });
export const choose = style({ marginTop: 'auto', alignSelf: 'flex-start' });
