import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@workbench/ui-kit/theme';

/** Below the page (narrow screens) the panel has a height of its own; beside it (lg up) it fills its column. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space['4'],
  height: 'calc(100vh - 13rem)',
  minHeight: '34rem',
  overflow: 'hidden',
  '@media': { [media.lg]: { height: '100%', minHeight: 0 } },
});
/** The panel's tabs fill the remaining height so the list grows and scrolls and the compose box stays at the bottom. */
export const fill = style({ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, gap: vars.space['2'] });
// The panel's tabs carry the Tabs component's own wider gap as well: this one wins whichever stylesheet loads last.
globalStyle(`${fill}${fill}`, { gap: vars.space['2'] });
/** The heading and the panel's tabs share one row where they fit. */
export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: vars.space['3'],
});
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  overflowY: 'auto',
  minHeight: 0,
  flex: 1,
});
export const seeMore = style({ alignSelf: 'flex-start' });
export const scroll = style({ overflowY: 'auto', minHeight: 0, flex: 1 });
export const message = style({
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space['3'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});
export const messageHead = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space['2'], fontSize: vars.fontSize.sm });
export const from = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const subject = style({ margin: 0, fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm, color: vars.color.text });
export const content = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
export const attachments = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], marginTop: vars.space['1'] });
export const attachment = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  cursor: 'grab',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  padding: `${vars.space['1']} ${vars.space['2']}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
export const compose = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
  paddingTop: vars.space['3'],
  flexShrink: 0,
});
export const composeRow = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'], flexWrap: 'wrap' });
/** 'Send to' and its choice on one line, in the row of the Send button. */
export const channel = style({ flexDirection: 'row', alignItems: 'center', gap: vars.space['2'], whiteSpace: 'nowrap' });
export const grow = style({ flex: 1 });
export const emojiGrid = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['1'] });
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['1'] });
export const hiddenInput = style({ display: 'none' });
export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['4'],
});
export const previewIcon = style({ width: vars.space['16'], height: vars.space['16'], color: vars.color.primary });
export const previewImage = style({
  maxWidth: '100%',
  maxHeight: '24rem',
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
});
export const filename = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  textAlign: 'center',
});
export const formStack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const stats = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['2'] });
export const stat = style({
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space['2'],
});
export const statValue = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.text });
