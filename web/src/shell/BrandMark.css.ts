import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@workbench/ui-kit/theme';

export const brand = recipe({
  base: { display: 'inline-flex', alignItems: 'center', gap: vars.space['2.5'], minWidth: 0 },
  variants: {
    inverse: { true: { color: vars.color.textInverse }, false: { color: vars.color.text } },
  },
});

export const mark = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  borderRadius: vars.radius.lg,
  background: vars.color.primary,
  color: vars.color.primaryText,
});

export const words = style({ display: 'flex', flexDirection: 'column', minWidth: 0, lineHeight: vars.lineHeight.tight });
export const name = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, letterSpacing: '-0.01em' });
export const line = recipe({
  base: { fontSize: vars.fontSize.xs, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  variants: {
    inverse: { true: { color: vars.color.textInverse, opacity: 0.8 }, false: { color: vars.color.textSubtle } },
  },
});

export const hidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
