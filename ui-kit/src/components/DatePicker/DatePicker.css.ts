import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../styles/shared.css.ts';

export { field as root, group, groupButton } from '../../styles/field.css.ts';

export const dateInput = style({ display: 'flex', alignItems: 'center', flex: 1, minWidth: 0, fontVariantNumeric: 'tabular-nums' });

export const segment = style({
  padding: `0 ${vars.space['0.5']}`,
  borderRadius: vars.radius.sm,
  outline: 'none',
  color: vars.color.text,
  selectors: {
    '&[data-placeholder]': { color: vars.color.textSubtle },
    '&[data-type=literal]': { color: vars.color.textSubtle },
    '&[data-focused]': { background: vars.color.primary, color: vars.color.primaryText },
  },
});

export const popover = style({
  background: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  padding: vars.space['3'],
  outline: 'none',
  zIndex: vars.zIndex.popover,
});

export const calendar = style({ outline: 'none' });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBottom: vars.space['2'],
});

export const heading = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, margin: 0 });

export const grid = style({ borderCollapse: 'collapse' });

export const headerCell = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  padding: vars.space['1'],
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-selected]': { background: vars.color.primary, color: vars.color.primaryText },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled], &[data-unavailable]': { color: vars.color.textSubtle, cursor: 'not-allowed', textDecoration: 'line-through' },
  },
});
