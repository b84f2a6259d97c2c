import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../styles/shared.css.ts';

export { field as root, popover, listBox, listBoxItem } from '../../styles/field.css.ts';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  width: '100%',
  height: vars.size.controlMd,
  padding: `0 ${vars.space['2']} 0 ${vars.space['3']}`,
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  color: vars.color.text,
  background: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.textSubtle },
    '&[data-pressed]': { borderColor: vars.color.primary },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: 0 },
    '&[data-disabled]': { background: vars.color.surfaceMuted, color: vars.color.textSubtle, cursor: 'not-allowed' },
  },
});

export const invalidTrigger = style({ borderColor: vars.color.destructive });

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textSubtle } },
});

export const chevron = style({ color: vars.color.textMuted });
export const check = style({ color: vars.color.primary });
