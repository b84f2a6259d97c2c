import { style } from '@vanilla-extract/css';
import { media, vars } from '@workbench/ui-kit/theme';

export const shell = style({ display: 'flex', flexDirection: 'column', minHeight: '100dvh', background: vars.color.background });
export const home = style({ display: 'flex', textDecoration: 'none', color: vars.color.text });
/** The zone's name beside the product's, after a rule; phones keep only the product's. */
export const zoneName = style({
  paddingInlineStart: vars.space['3'],
  borderInlineStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  '@media': { [media.phone]: { display: 'none' } },
});

/** The submission's facts: as many columns as fit, one on a phone. */
export const facts = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  margin: 0,
});
export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });
export const factTerm = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.medium, color: vars.color.text, overflowWrap: 'anywhere' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const sectionTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
/** A cover note as the broker wrote it: its line breaks kept, long words broken rather than overflowing. */
export const coverNote = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere', color: vars.color.text, margin: 0 });
export const files = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.text, margin: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });
