import { style } from '@vanilla-extract/css';
import { media, vars } from '@workbench/ui-kit/theme';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [media.md]: { padding: vars.space['5'] } },
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});
export const subject = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const received = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const sender = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const facts = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  gridTemplateColumns: '1fr',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space['0.5'] });
export const factLabel = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const factValue = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const files = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], justifyContent: 'flex-end' });
export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const guesses = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], margin: 0, padding: 0, listStyle: 'none' });
export const guess = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });
export const guessLabel = style({ color: vars.color.textMuted });
export const guessBasis = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const targets = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
