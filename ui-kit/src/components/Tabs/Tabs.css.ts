import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/tokens.ts';
import { focusRing } from '../../styles/shared.css.ts';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  selectors: { '&[data-orientation=vertical]': { flexDirection: 'row' } },
});

export const tabList = recipe({
  base: { display: 'flex', alignItems: 'center', overflowX: 'auto' },
  variants: {
    variant: {
      underline: {
        gap: vars.space['4'],
        borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
      },
      pill: {
        gap: vars.space['1'],
        padding: vars.space['1'],
        background: vars.color.surfaceMuted,
        borderRadius: vars.radius.md,
        width: 'fit-content',
        maxWidth: '100%',
      },
    },
  },
  defaultVariants: { variant: 'underline' },
});

export const tab = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1.5'],
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.medium,
    color: vars.color.textMuted,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    outline: 'none',
    transition: `color ${vars.duration.fast}, background-color ${vars.duration.fast}`,
    selectors: {
      '&[data-hovered]': { color: vars.color.text },
      '&[data-selected]': { color: vars.color.text },
      '&[data-focus-visible]': { ...focusRing, outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    },
    '@media': { [media.phone]: { minHeight: vars.size.tapTarget } },
  },
  variants: {
    variant: {
      underline: {
        padding: `${vars.space['2.5']} ${vars.space['0.5']}`,
        marginBottom: `calc(-1 * ${vars.size.borderWidth})`,
        borderBottom: `${vars.size.focusRing} solid transparent`,
        selectors: { '&[data-selected]': { borderBottomColor: vars.color.primary, color: vars.color.primarySubtleText } },
      },
      pill: {
        padding: `${vars.space['1.5']} ${vars.space['3']}`,
        borderRadius: vars.radius.sm,
        selectors: { '&[data-selected]': { background: vars.color.surface, boxShadow: vars.shadow.sm } },
      },
    },
  },
  defaultVariants: { variant: 'underline' },
});

export const tabPanel = style({
  outline: 'none',
  selectors: { '&[data-focus-visible]': { ...focusRing, borderRadius: vars.radius.sm } },
});
