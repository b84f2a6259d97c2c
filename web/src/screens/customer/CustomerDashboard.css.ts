import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@workbench/ui-kit/theme';

export const cards = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: '1fr',
  '@media': { [media.phone]: { gap: vars.space['2'] }, [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
/**
 * On phones a card is one condensed row (title, count, link), the whole row a tap on its link, so the three
 * leave the first screen room for the recent submissions.
 */
export const statCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  '@media': {
    [media.phone]: {
      position: 'relative',
      flexDirection: 'row',
      alignItems: 'center',
      gap: vars.space['3'],
      // As specific as the card's own first-child padding, which it replaces.
      selectors: { '&:first-child': { paddingBlock: vars.space['2'] } },
    },
  },
});
globalStyle(`${statCard} a`, {
  '@media': {
    [media.phone]: { marginInlineStart: 'auto', fontSize: vars.fontSize.sm, textAlign: 'end' },
  },
});
globalStyle(`${statCard} a::after`, {
  '@media': { [media.phone]: { content: '""', position: 'absolute', inset: 0 } },
});
export const statHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  '@media': { [media.phone]: { flexDirection: 'row-reverse' } },
});
export const statTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const statIcon = style({ color: vars.color.textMuted, display: 'flex' });
export const statCount = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.phone]: { fontSize: vars.fontSize.xl } },
});
export const statText = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  '@media': { [media.phone]: { display: 'none' } },
});

export const sectionHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  marginBottom: vars.space['3'],
  marginTop: vars.space['4'],
});
export const sectionTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['4'],
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});
export const itemHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});
export const itemTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});
export const itemMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['1']} ${vars.space['6']}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const metaValue = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });
export const empty = style({ padding: vars.space['8'], textAlign: 'center', color: vars.color.textMuted });

export const lower = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: '1fr',
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const update = style({ display: 'flex', gap: vars.space['3'], alignItems: 'flex-start' });
export const updateIcon = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  borderRadius: vars.radius.full,
  background: vars.color.primarySubtle,
  color: vars.color.primarySubtleText,
});
export const updateText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['0.5'], minWidth: 0 });
export const updateTitle = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });
export const updateDetail = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const updateDate = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const premiumLine = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1.5'] });
export const premiumHead = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space['2'], fontSize: vars.fontSize.sm });
export const premiumLabel = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });
export const premiumTotal = style({
  display: 'flex',
  justifyContent: 'space-between',
  paddingTop: vars.space['3'],
  marginTop: vars.space['1'],
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const details = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: '1fr',
  margin: 0,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const detailRow = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });
export const detailTerm = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const detailValue = style({ margin: 0, fontWeight: vars.fontWeight.medium, color: vars.color.text });
