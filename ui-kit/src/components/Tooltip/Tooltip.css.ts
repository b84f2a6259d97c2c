import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const tooltip = style({
  maxWidth: '20rem',
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  background: vars.color.tooltip,
  color: vars.color.tooltipText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.tooltip,
});
