import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../styles/shared.css.ts';

/** Off screen until it has focus, then at the top left, above everything else. */
export const skipLink = style({
  position: 'fixed',
  top: vars.space['2'],
  left: vars.space['2'],
  zIndex: vars.zIndex.tooltip,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  boxShadow: vars.shadow.lg,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none', ...focusRing } },
});
