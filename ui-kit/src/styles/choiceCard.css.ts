import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { focusRing } from './shared.css.ts';

/** A selectable card (CheckboxCard, RadioCard): bordered surface that turns blue when chosen. */
export const card = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: vars.space['4'],
  background: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  cursor: 'pointer',
  outline: 'none',
  transition: `border-color ${vars.duration.fast}, background-color ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-selected]': {
      borderColor: vars.color.primary,
      background: vars.color.surfaceSelected,
      boxShadow: `0 0 0 ${vars.space.px} ${vars.color.primary}`,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    '&[data-invalid]': { borderColor: vars.color.destructive },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
export const title = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text, lineHeight: vars.lineHeight.tight });
export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const extra = style({ marginTop: vars.space['2'] });

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space['4'],
  height: vars.space['4'],
  marginTop: vars.space['0.5'],
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: `${vars.size.borderWidth} solid ${vars.color.textSubtle}`,
  background: vars.color.surface,
  selectors: {
    [`${card}[data-selected] &`]: { borderColor: vars.color.primary, borderWidth: vars.space['1'] },
  },
});

export const boxOffset = style({ marginTop: vars.space['0.5'], display: 'inline-flex' });
