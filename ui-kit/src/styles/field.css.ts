import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { focusRing } from './shared.css.ts';

/** Styles shared by every labelled form field: stacked label, control, description and error. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1.5'],
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  lineHeight: vars.lineHeight.tight,
});

export const requiredMark = style({ color: vars.color.destructiveText, marginLeft: vars.space['0.5'] });

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.destructiveText,
});

const controlBase = {
  width: '100%',
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space['3']}`,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  background: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
  outline: 'none',
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
} as const;

/** A text input (RAC Input / TextArea / DateInput group). */
export const input = style({
  ...controlBase,
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle },
    '&[data-hovered]': { borderColor: vars.color.textSubtle },
    '&[data-focused], &[data-focus-within]': { borderColor: vars.color.primary, boxShadow: vars.shadow.focus },
    '&[data-invalid]': { borderColor: vars.color.destructive },
    '&[data-invalid][data-focused]': { boxShadow: `0 0 0 3px ${vars.color.destructiveSubtle}` },
    '&[data-disabled]': { background: vars.color.surfaceMuted, color: vars.color.textSubtle, cursor: 'not-allowed', boxShadow: 'none' },
  },
});

/** A control group: an input with buttons or icons inside the same border. */
export const group = style({
  ...controlBase,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: `0 ${vars.space['1']} 0 ${vars.space['3']}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.textSubtle },
    '&[data-focus-within]': { borderColor: vars.color.primary, boxShadow: vars.shadow.focus },
    '&[data-invalid]': { borderColor: vars.color.destructive },
    '&[data-disabled]': { background: vars.color.surfaceMuted, color: vars.color.textSubtle, cursor: 'not-allowed' },
  },
});

/** An input living inside a `group`: borderless, fills the space. */
export const groupInput = style({
  flex: 1,
  minWidth: 0,
  height: `calc(${vars.size.controlMd} - 2 * ${vars.size.borderWidth})`,
  padding: 0,
  border: 0,
  outline: 'none',
  background: 'transparent',
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle },
  },
});

/** A small square button inside a `group` (clear, increment, calendar). */
export const groupButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: `calc(${vars.size.controlSm} - ${vars.space['1']})`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-pressed]': { background: vars.color.border },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxHeight: '20rem',
  overflow: 'auto',
  background: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  padding: vars.space['1'],
  outline: 'none',
  zIndex: vars.zIndex.popover,
});

export const listBox = style({ outline: 'none', display: 'flex', flexDirection: 'column', gap: vars.space['0.5'] });

/** The line an open list shows when nothing matches. */
export const listEmpty = style({
  padding: `${vars.space['1.5']} ${vars.space['2']}`,
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
});

export const listBoxItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  padding: `${vars.space['1.5']} ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-selected]': { fontWeight: vars.fontWeight.medium, color: vars.color.primarySubtleText },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 ${vars.size.focusRing} ${vars.color.focusRing}` },
    '&[data-disabled]': { color: vars.color.textSubtle },
  },
});
