import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    background: vars.tone.blue.bg,
    color: vars.tone.blue.fg,
    fontWeight: vars.fontWeight.semibold,
    userSelect: 'none',
  },
  variants: {
    size: {
      sm: { width: vars.space['6'], height: vars.space['6'], fontSize: vars.fontSize.xs },
      md: { width: vars.space['8'], height: vars.space['8'], fontSize: vars.fontSize.sm },
      lg: { width: vars.space['12'], height: vars.space['12'], fontSize: vars.fontSize.lg },
    },
  },
  defaultVariants: { size: 'md' },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
export const icon = style({ width: '60%', height: '60%' });
