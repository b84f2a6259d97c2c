import { style } from '@vanilla-extract/css';
import { vars } from '@workbench/ui-kit/theme';

/** What will be bound, set apart from the fields that say how: a quiet panel of the quote's figures and terms. */
export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
  background: vars.color.surfaceMuted,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const summaryHeading = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const terms = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

/** The two dates side by side where they fit, one above the other on a phone. */
export const period = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space['3'],
});
