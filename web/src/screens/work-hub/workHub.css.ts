import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, media, vars } from '@workbench/ui-kit/theme';

const border = `${vars.size.borderWidth} solid ${vars.color.border}`;
const focusRing = `${vars.size.focusRing} solid ${vars.color.focusRing}`;
/** Below the large breakpoint the inbox shows the list or the open conversation, not both. */
const belowLarge = `screen and (max-width: ${breakpoints.lg - 0.02}px)`;

// The few layouts every part of the hub is made of.
const stack = (gap: string) => ({ display: 'flex', flexDirection: 'column', gap }) as const;
const line = (gap: string, alignItems = 'center') => ({ display: 'flex', flexWrap: 'wrap', alignItems, gap }) as const;
const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const;
const small = (color: string) => ({ fontSize: vars.fontSize.xs, color }) as const;
const panel = { border, borderRadius: vars.radius.lg, background: vars.color.surface, padding: vars.space['4'] } as const;

/* Filters above a list: wrap on narrow screens, controls aligned on their bottom edge. */
export const toolbar = style({ ...line(vars.space['3'], 'flex-end'), paddingBottom: vars.space['4'], borderBottom: border });
export const toolbarSpacer = style({ flex: 1 });
export const filterSelect = style({ minWidth: '12rem', '@media': { [media.phone]: { flex: '1 1 100%' } } });
export const switches = style({ ...line(vars.space['4']), minHeight: vars.size.controlMd });
export const summary = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const stateBox = style({ paddingBlock: vars.space['6'] });
export const moreRow = style({ ...line(vars.space['3']), justifyContent: 'center', paddingTop: vars.space['4'] });

/* An unread mark: a dot in the primary colour (and a transparent one in its place once read). */
export const unreadDot = style({
  display: 'block',
  width: vars.space['2'],
  height: vars.space['2'],
  marginTop: vars.space['1.5'],
  borderRadius: vars.radius.full,
  background: vars.color.primary,
});
export const readDot = style([unreadDot, { background: 'transparent' }]);

/* The notification feed: dot, what happened, and Mark as read (under the text on phones). */
export const feed = style(plainList);
export const entry = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'start',
  columnGap: vars.space['3'],
  rowGap: vars.space['2'],
  padding: vars.space['3'],
  borderBottom: border,
  selectors: { '&[data-unread]': { background: vars.color.surfaceSelected } },
  '@media': { [media.phone]: { gridTemplateColumns: 'auto minmax(0, 1fr)' } },
});
export const entryBody = style({ ...stack(vars.space['1']), minWidth: 0 });
export const entryHead = style(line(vars.space['2']));
export const entryTitle = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  selectors: { '[data-unread] &': { fontWeight: vars.fontWeight.bold } },
});
export const entryDetails = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const entryMeta = style({ ...line(vars.space['3']), margin: 0, ...small(vars.color.textMuted) });
export const entryActions = style({ ...line(vars.space['2']), '@media': { [media.phone]: { gridColumn: '2' } } });

/* The messages inbox: the list beside the reading pane from large screens up, one or the other below. */
export const inbox = style({
  display: 'grid',
  gap: vars.space['4'],
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(20rem, 26rem) minmax(0, 1fr)' } },
});
export const listColumn = style({
  ...stack(vars.space['3']),
  minWidth: 0,
  selectors: { '[data-reading] &': { '@media': { [belowLarge]: { display: 'none' } } } },
});
export const paneColumn = style({
  minWidth: 0,
  selectors: { '[data-listing] &': { '@media': { [belowLarge]: { display: 'none' } } } },
});
export const inboxFilters = style(stack(vars.space['3']));
export const filterRow = style(line(vars.space['3'], 'flex-end'));
export const conversations = style(plainList);
export const conversationLink = style({
  display: 'flex',
  gap: vars.space['3'],
  padding: vars.space['3'],
  borderBottom: border,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover, textDecoration: 'none' },
    '&[aria-current="true"]': { background: vars.color.surfaceSelected, boxShadow: `inset 3px 0 0 ${vars.color.primary}` },
    '&[data-focus-visible]': { outline: focusRing, outlineOffset: '-2px' },
  },
});
export const conversationBody = style({ ...stack(vars.space['1']), flex: 1, minWidth: 0 });
export const conversationHead = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space['2'] });
export const conversationClient = style({
  fontWeight: vars.fontWeight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '[data-unread] &': { fontWeight: vars.fontWeight.bold } },
});
export const conversationDate = style({ flexShrink: 0, ...small(vars.color.textMuted) });
export const conversationMeta = style({ ...line(vars.space['2']), ...small(vars.color.textMuted) });
export const following = style(line(vars.space['1']));
export const excerpt = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

export const pane = style({
  ...stack(vars.space['3']),
  ...panel,
  minHeight: '24rem',
  '@media': { [media.lg]: { height: 'calc(100dvh - 15rem)', minHeight: '30rem' } },
});
/** A pane on an item's own page (a policy's, a submission's): as tall as its messages, up to a screenful. */
export const paneOnPage = style({ ...stack(vars.space['3']), ...panel });
// Nothing gives the pane a height on the page, so its message list takes its content's, scrolling past it.
globalStyle(`${paneOnPage} ul`, { flex: '0 1 auto', maxHeight: '28rem' });
export const paneHead = style({ ...line(vars.space['3'], 'flex-start'), justifyContent: 'space-between' });
export const paneTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': { outline: focusRing } },
});
export const paneMeta = style({ ...line(vars.space['2']), fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const backLink = style({ alignSelf: 'flex-start', '@media': { [media.lg]: { display: 'none' } } });

/* The tasks page: a table from medium screens up, cards below. */
export const bucketBar = style({ ...line(vars.space['3'], 'flex-end'), justifyContent: 'space-between' });
export const taskPanel = style({ ...stack(vars.space['4']), paddingTop: vars.space['4'] });
export const wideOnly = style({ display: 'none', '@media': { [media.md]: { display: 'block' } } });
export const narrowOnly = style({ '@media': { [media.md]: { display: 'none' } } });
export const noWrap = style({ whiteSpace: 'nowrap' });
export const stacked = style({ ...stack(vars.space['0.5']), minWidth: 0 });
export const taskCards = style({ ...plainList, ...stack(vars.space['3']) });
export const taskCard = style({ ...stack(vars.space['3']), ...panel });
export const taskCardHead = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['3'] });
export const taskCardTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const taskCardFields = style({ display: 'grid', gap: vars.space['3'] });
export const badges = style(line(vars.space['2']));
export const formGrid = style({ display: 'grid', gap: vars.space['4'] });
