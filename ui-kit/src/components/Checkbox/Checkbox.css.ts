import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../styles/shared.css.ts';

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space['4'],
  height: vars.space['4'],
  flexShrink: 0,
  border: `${vars.size.borderWidth} solid ${vars.color.textSubtle}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.primaryText,
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
});

export const check = style({ width: vars.space['3'], height: vars.space['3'], strokeWidth: 3 });

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

/** States come from the box's own data-* attributes, copied from RAC's render props by CheckboxBox. */
export const checkboxStates = style({
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-selected], &[data-indeterminate]': { background: vars.color.primary, borderColor: vars.color.primary },
    '&[data-pressed]': { borderColor: vars.color.primaryPressed },
    '&[data-focus-visible]': focusRing,
    '&[data-invalid]': { borderColor: vars.color.destructive },
  },
});

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
