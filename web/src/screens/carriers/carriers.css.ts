import { style } from '@vanilla-extract/css';
import { media, vars } from '@workbench/ui-kit/theme';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const columns = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'flex-end' });
export const search = style({ flex: '1 1 18rem', maxWidth: '28rem' });

export const appetiteCell = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  maxWidth: '36rem',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const entry = style({ display: 'flex', flexDirection: 'column', gap: vars.space['0.5'] });
export const entryHead = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'baseline' });
export const entryTitle = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });
export const entryMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const entryText = style({ margin: 0, color: vars.color.text, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const muted = style({ margin: 0, color: vars.color.textMuted });

export const figures = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  margin: 0,
});
export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space['0.5'] });
export const figureTerm = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const figureValue = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const formRow = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  '@media': { [media.md]: { gridTemplateColumns: '12rem minmax(0, 1fr) auto' } },
});
/** One contact's fields in the edit form: two to a row, Remove under them. */
export const contactFields = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  alignItems: 'end',
  margin: 0,
  padding: `${vars.space['3']} 0`,
  border: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
});
export const formActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], justifyContent: 'space-between' });

/** The carrier's appetite shown under the quote form's carrier choice. */
export const appetiteHint = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
});
export const optionNote = style({ display: 'block', fontSize: vars.fontSize.xs, color: vars.color.textMuted, whiteSpace: 'normal' });
export const nowrap = style({ whiteSpace: 'nowrap' });
