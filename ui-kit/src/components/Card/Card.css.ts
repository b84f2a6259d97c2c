import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
  // A word longer than the card is wide (an e-mail address) breaks rather than spilling out; others keep whole.
  overflowWrap: 'anywhere',
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: `${vars.space['5']} ${vars.space['5']} ${vars.space['3']}`,
});

export const headerRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const content = style({
  padding: `0 ${vars.space['5']} ${vars.space['5']}`,
  selectors: { [`${header} + &`]: { paddingTop: 0 }, '&:first-child': { paddingTop: vars.space['5'] } },
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  padding: `${vars.space['3']} ${vars.space['5']}`,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  borderBottomLeftRadius: vars.radius.lg,
  borderBottomRightRadius: vars.radius.lg,
});
