import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { TONES, type Tone } from '../../theme/tokens.ts';

const toneStyles = (kind: 'soft' | 'solid' | 'outline') =>
  Object.fromEntries(
    TONES.map((t) => {
      const tone = vars.tone[t];
      if (kind === 'solid') return [t, { background: tone.solid, color: vars.color.primaryText, borderColor: tone.solid }];
      if (kind === 'outline') return [t, { background: 'transparent', color: tone.fg, borderColor: tone.border }];
      return [t, { background: tone.bg, color: tone.fg, borderColor: tone.border }];
    }),
  ) as Record<Tone, object>;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    border: `${vars.size.borderWidth} solid transparent`,
    borderRadius: vars.radius.full,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: toneStyles('soft'),
    size: {
      sm: { padding: `0 ${vars.space['1.5']}`, fontSize: vars.fontSize.xs, minHeight: vars.space['5'] },
      md: { padding: `${vars.space['0.5']} ${vars.space['2.5']}`, fontSize: vars.fontSize.xs, minHeight: vars.space['6'] },
    },
    shape: { pill: {}, rounded: { borderRadius: vars.radius.sm } },
  },
  defaultVariants: { tone: 'neutral', size: 'md', shape: 'pill' },
});

/** Solid and outline appearances override the soft tone colours. */
export const solidTone = Object.fromEntries(Object.entries(toneStyles('solid')).map(([k, v]) => [k, style(v as never)])) as Record<
  Tone,
  string
>;
export const outlineTone = Object.fromEntries(Object.entries(toneStyles('outline')).map(([k, v]) => [k, style(v as never)])) as Record<
  Tone,
  string
>;

export const dot = style({
  width: vars.space['1.5'],
  height: vars.space['1.5'],
  borderRadius: vars.radius.full,
  background: 'currentColor',
  flexShrink: 0,
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
