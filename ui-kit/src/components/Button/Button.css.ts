import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/tokens.ts';
import { focusRing } from '../../styles/shared.css.ts';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    flexShrink: 0,
    border: `${vars.size.borderWidth} solid transparent`,
    borderRadius: vars.radius.md,
    fontFamily: 'inherit',
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}`,
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
      '&[data-pending]': { cursor: 'wait' },
    },
    '@media': { [media.phone]: { minHeight: vars.size.tapTarget, minWidth: vars.size.tapTarget } },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.primaryText,
        boxShadow: vars.shadow.sm,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.primaryHover },
          '&[data-pressed]': { background: vars.color.primaryPressed },
        },
      },
      secondary: {
        background: vars.color.surfaceMuted,
        color: vars.color.text,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.border },
          '&[data-pressed]': { background: vars.color.borderStrong },
        },
      },
      outline: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        boxShadow: vars.shadow.sm,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceHover },
          '&[data-pressed]': { background: vars.color.border },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceHover },
          '&[data-pressed]': { background: vars.color.border },
        },
      },
      destructive: {
        background: vars.color.destructive,
        color: vars.color.primaryText,
        boxShadow: vars.shadow.sm,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.destructiveHover },
          '&[data-pressed]': { background: vars.color.destructiveHover },
        },
      },
      link: {
        background: 'transparent',
        color: vars.color.link,
        padding: 0,
        height: 'auto',
        selectors: {
          '&[data-hovered]:not([data-disabled])': { textDecoration: 'underline' },
        },
      },
    },
    size: {
      sm: { height: vars.size.controlSm, padding: `0 ${vars.space['3']}`, fontSize: vars.fontSize.sm },
      md: { height: vars.size.controlMd, padding: `0 ${vars.space['4']}`, fontSize: vars.fontSize.md },
      lg: { height: vars.size.controlLg, padding: `0 ${vars.space['6']}`, fontSize: vars.fontSize.md },
      icon: { height: vars.size.controlMd, width: vars.size.controlMd, padding: 0 },
    },
    fullWidth: { true: { width: '100%' } },
  },
  compoundVariants: [
    { variants: { variant: 'link', size: 'sm' }, style: { padding: 0, height: 'auto' } },
    { variants: { variant: 'link', size: 'md' }, style: { padding: 0, height: 'auto' } },
    { variants: { variant: 'link', size: 'lg' }, style: { padding: 0, height: 'auto' } },
  ],
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
export type ButtonVariant = NonNullable<ButtonVariants['variant']>;
export type ButtonSize = NonNullable<ButtonVariants['size']>;
