import { style } from '@vanilla-extract/css';
import { media, vars } from '@workbench/ui-kit/theme';

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const headerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['4'],
});
export const titleLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });
export const title = style({ fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['1']} ${vars.space['4']}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const headerActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });
export const unsaved = style({ fontSize: vars.fontSize.sm, color: vars.tone.amber.fg });

export const infoCards = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: '1fr',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const infoLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const infoValue = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const infoBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const tabBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], paddingTop: vars.space['4'] });
export const overview = style({
  display: 'grid',
  gap: vars.space['4'],
  paddingTop: vars.space['4'],
  gridTemplateColumns: '1fr',
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const details = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['4'], margin: 0 });
export const detail = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });
export const term = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const value = style({ margin: 0, fontWeight: vars.fontWeight.medium, color: vars.color.text });
export const steps = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const decisionReason = style({ margin: `${vars.space['1']} 0 0`, whiteSpace: 'pre-wrap' });
export const nameCell = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });
export const formSlot = style({ marginBottom: vars.space['4'] });

export const docList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
export const doc = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['3'],
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const docText = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space['0.5'] });
export const docName = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const docMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
// Where the table is tight, Remove goes under Edit rather than off the side of the table.
export const rowActions = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['1'] });
