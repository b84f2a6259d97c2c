import { style } from '@vanilla-extract/css';
import { media, vars } from '@workbench/ui-kit/theme';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const tiles = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});

export const columns = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'flex-end' });
export const grow = style({ flex: '1 1 14rem', minWidth: 0 });
export const nowrap = style({ whiteSpace: 'nowrap' });
/**
 * A row's buttons side by side where a laptop's width has room for them (stacked, they doubled every row's
 * height); narrower, they stack rather than go out of view.
 */
export const rowActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  justifyContent: 'flex-end',
  '@media': { [media.xl]: { flexWrap: 'nowrap' } },
});
/**
 * A long address cut with an ellipsis at a width that still shows a usual one whole; the full address is in
 * its title and its accessible name. Without the cap a table sized by its content gives it all the room.
 */
export const clippedAddress = style({ maxWidth: '16rem' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });
export const itemHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  alignItems: 'baseline',
  justifyContent: 'space-between',
});
export const itemTitle = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text, margin: 0, fontSize: vars.fontSize.md });
export const muted = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['1'] });

export const projectGrid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.xl]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const formGrid = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const prose = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], lineHeight: 1.6, color: vars.color.text });
export const facts = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });
export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.medium, color: vars.color.text, overflowWrap: 'anywhere' });
