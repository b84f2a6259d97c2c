import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/tokens.ts';
import { focusRing } from '../../styles/shared.css.ts';

export const link = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    borderRadius: vars.radius.sm,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { textDecoration: 'underline' },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed', textDecoration: 'none' },
    },
    '@media': { [media.phone]: { minHeight: vars.size.tapTarget, minWidth: vars.size.tapTarget } },
  },
  variants: {
    variant: {
      primary: { color: vars.color.link },
      muted: { color: vars.color.textMuted, selectors: { '&[data-hovered]': { color: vars.color.text } } },
      inherit: { color: 'inherit', fontWeight: 'inherit' },
    },
  },
  defaultVariants: { variant: 'primary' },
});
