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

export const details = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: 0,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const detailRow = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });
export const wide = style({ '@media': { [media.md]: { gridColumn: '1 / -1' } } });
export const detailTerm = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const detailValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const fileRow = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], minWidth: 0 });
export const fileName = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });
export const fileMeta = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const entry = style({ display: 'flex', flexDirection: 'column', gap: vars.space['0.5'] });
export const entryHead = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'baseline' });
export const entryTitle = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });
export const entryMeta = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const entryText = style({ margin: 0, color: vars.color.text, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'flex-end' });
export const formCard = style({ maxWidth: '48rem' });
