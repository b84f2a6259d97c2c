import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/tokens.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const wrapper = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const spinner = recipe({
  base: {
    display: 'inline-block',
    borderRadius: vars.radius.full,
    border: `${vars.size.focusRing} solid currentColor`,
    borderRightColor: 'transparent',
    animation: `${spin} 0.7s linear infinite`,
    flexShrink: 0,
    '@media': { [media.reducedMotion]: { animationDuration: '2s' } },
  },
  variants: {
    size: {
      sm: { width: vars.size.iconSm, height: vars.size.iconSm },
      md: { width: vars.size.iconLg, height: vars.size.iconLg },
      lg: { width: vars.space['8'], height: vars.space['8'], borderWidth: vars.space['1'] },
    },
  },
  defaultVariants: { size: 'md' },
});

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>;
