import { style } from '@vanilla-extract/css';
import { media, vars } from '@workbench/ui-kit/theme';

export const stepHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  marginBottom: vars.space['4'],
});
export const stepTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const stepCounter = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const stepBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], paddingTop: vars.space['4'] });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingTop: vars.space['4'],
  marginTop: vars.space['2'],
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
});
export const footerEnd = style({ display: 'flex', gap: vars.space['2'], marginLeft: 'auto' });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'center' });
export const rowEnd = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'flex-end' });
export const grow = style({ flex: '1 1 16rem', minWidth: 0 });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const formGrid = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: '1fr',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const formGrid3 = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: '1fr',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const fullWidth = style({ gridColumn: '1 / -1' });

export const cardGrid = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
});
export const coverageCell = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const clientList = style({ maxHeight: '28rem', overflowY: 'auto', padding: vars.space['1'] });

export const itemsLayout = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: '1fr',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(18rem, 1fr)' } },
});

export const detailList = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space['4'],
  rowGap: vars.space['2'],
  margin: 0,
});
export const detailTerm = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const detailValue = style({ margin: 0, color: vars.color.text, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const summaryGrid = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});

export const noteList = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], listStyle: 'none', margin: 0, padding: 0 });
export const noteItem = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const warningList = style({
  margin: 0,
  paddingLeft: vars.space['4'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});
export const detailPair = style({ display: 'contents' });
export const sectionTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const coverageSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  paddingTop: vars.space['3'],
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
  selectors: { '&:first-child': { paddingTop: 0, borderTop: 'none' } },
});
