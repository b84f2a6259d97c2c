import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@workbench/ui-kit/theme';

export const layout = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });
export const review = style({
  background: vars.tone.yellow.bg,
  color: vars.tone.yellow.fg,
  borderBottom: `${vars.size.borderWidth} dashed ${vars.tone.yellow.border}`,
  padding: `0 ${vars.space['1']}`,
  borderRadius: vars.radius.sm,
});
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
export const dropBox = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: vars.space['6'],
  border: `${vars.size.borderWidth} dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  textAlign: 'center',
  transition: `background ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&[data-drop-target="true"]': { background: vars.color.primarySubtle, borderColor: vars.color.primary },
  },
});
export const dropTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const dropText = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const dropIcon = style({ color: vars.color.primary, width: vars.size.iconLg, height: vars.size.iconLg });
export const progress = style({
  width: '100%',
  maxWidth: '28rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  alignItems: 'stretch',
});
export const hiddenInput = style({ display: 'none' });
/** The submission's own documents, to be read again from the upload box. */
export const received = style({
  alignSelf: 'stretch',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  marginTop: vars.space['3'],
  paddingTop: vars.space['3'],
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
});
export const receivedTitle = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const receivedList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  width: '100%',
  maxWidth: '32rem',
});
export const receivedItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  background: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  textAlign: 'start',
});
export const receivedName = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere', fontSize: vars.fontSize.sm, color: vars.color.text });
export const form = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['3'] });
export const full = style({ gridColumn: '1 / -1' });
export const reviewNote = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });
/** A correction the extractor suggests, shown beside the value as written. */
export const suggestion = style({ display: 'block', marginTop: vars.space['1'], color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const suggestedValue = style({ fontFamily: vars.font.mono, color: vars.color.text });

/**
 * The schedules' tables have compact cells, so that beside the messages panel the columns up to the total
 * insured value fit in view; the other values scroll.
 */
export const scheduleTable = style({});
globalStyle(`${scheduleTable} :is([role=columnheader], [role=rowheader], [role=gridcell])`, { paddingInline: vars.space['2'] });
