import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/tokens.ts';

const tone = (t: keyof typeof vars.tone) => ({
  background: vars.tone[t].bg,
  borderColor: vars.tone[t].border,
  color: vars.tone[t].fg,
});

export const alert = recipe({
  base: {
    display: 'flex',
    gap: vars.space['3'],
    padding: `${vars.space['3']} ${vars.space['4']}`,
    border: `${vars.size.borderWidth} solid`,
    borderRadius: vars.radius.md,
    fontSize: vars.fontSize.md,
    // A phone has no width to spare beside the text: the icon goes above it and the actions below it.
    '@media': { [media.phone]: { flexDirection: 'column', gap: vars.space['2'] } },
  },
  variants: {
    variant: {
      info: tone('blue'),
      success: tone('green'),
      warning: tone('amber'),
      destructive: tone('red'),
      neutral: tone('neutral'),
    },
  },
  defaultVariants: { variant: 'info' },
});

export const iconWrap = style({ paddingTop: vars.space['0.5'], display: 'flex' });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], flex: 1, minWidth: 0 });

export const title = style({ fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.tight, paddingTop: vars.space['0.5'] });

export const description = style({ color: vars.color.text, lineHeight: vars.lineHeight.normal });

export const actions = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['2'] });
