import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

const tone = (t: keyof typeof vars.tone) => ({ background: vars.tone[t].bg, color: vars.tone[t].fg });

export const fileIcon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: vars.radius.md,
  },
  variants: {
    kind: {
      pdf: tone('red'),
      spreadsheet: tone('green'),
      image: tone('purple'),
      document: tone('blue'),
      archive: tone('amber'),
      other: tone('neutral'),
    },
    size: {
      sm: { width: vars.space['6'], height: vars.space['6'] },
      md: { width: vars.space['8'], height: vars.space['8'] },
      lg: { width: vars.space['12'], height: vars.space['12'] },
    },
  },
  defaultVariants: { kind: 'other', size: 'md' },
});
