import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@workbench/ui-kit/theme';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], padding: vars.space['6'], minWidth: 0 });
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['4'],
});
/** The name and its badges share the line with the actions, taking what they leave, however long the name. */
export const titleBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], flex: '1 1 20rem', minWidth: 0 });
export const titleRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });
/** One line: a long client name ends in an ellipsis (in full in its title) rather than pushing the actions down. */
export const title = style({
  margin: 0,
  minWidth: 0,
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const headerActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });
/**
 * A table of carriers beside the messages panel (markets, quotes): a carrier's name wraps onto more lines,
 * leaving the actions room to stand side by side in view instead of one above another or past the edge.
 */
export const carrierNamesWrap = style({});
globalStyle(`${carrierNamesWrap} [role=rowheader] > span[title]`, { whiteSpace: 'normal' });
// Compact cells, so the columns and the actions fit beside the panel at 1,280 px.
globalStyle(`${carrierNamesWrap} :is([role=columnheader], [role=rowheader], [role=gridcell])`, { paddingInline: vars.space['2'] });
/**
 * A market's actions: two to a line, ending the row where it is a line of a table, so four of them take two
 * short lines beside the messages panel rather than a tall stack of one each; on a phone's card they wrap.
 */
export const marketActions = style([
  headerActions,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, max-content)',
    justifyContent: 'end',
    '@media': { [media.phone]: { display: 'flex', justifyContent: 'flex-start' } },
  },
]);
export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, maxWidth: '16rem' });
/**
 * The messages panel sits beside the content, the submission's header included, where both fit (lg up), and
 * below it, full width, on narrower screens.
 */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minWidth: 0,
  '@media': { [media.lg]: { flexDirection: 'row', alignItems: 'flex-start' } },
});
export const main = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
/** The shell's top bar, which stays at the top of the window: its height is TopBar's (one row from sm up). */
const topBar = vars.space['14'];
/**
 * Beside the page, the panel fills the window below the top bar (less the page's padding above and below)
 * and stays there while the page scrolls.
 */
export const aside = style({
  minWidth: 0,
  '@media': {
    [media.lg]: {
      width: vars.size.sidePanel,
      flexShrink: 0,
      position: 'sticky',
      top: `calc(${topBar} + ${vars.space['6']})`,
      height: `calc(100dvh - ${topBar} - 2 * ${vars.space['6']})`,
      minHeight: '26rem',
    },
  },
});
export const tabPanel = style({ paddingTop: vars.space['4'] });
/**
 * The Tasks table fits beside the messages panel on a laptop: a long title or name wraps onto more lines
 * instead of pushing Priority and Edit out of view (plain-text cells carry their full text in a title);
 * a date keeps to one line.
 */
export const tasksPanel = style([tabPanel]);
globalStyle(`${tasksPanel} [role=gridcell]`, { whiteSpace: 'nowrap' });
globalStyle(`${tasksPanel} :is([role=rowheader], [role=gridcell]) > span[title]`, { whiteSpace: 'normal' });
export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))', gap: vars.space['4'] });
export const wide = style({ gridColumn: '1 / -1' });
export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], padding: vars.space['6'] });
export const skeletonRow = style({ display: 'flex', gap: vars.space['4'] });
export const factor = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  paddingBlock: vars.space['2'],
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});
export const factorHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});
export const factorText = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const scoreLine = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], marginBottom: vars.space['2'] });
export const assignee = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });
/** The sharing state, its button beside it, and the reason below them when the button is disabled. */
export const sharing = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space['3'],
  rowGap: vars.space['1'],
});
export const sharingReason = style([hint, { flexBasis: '100%', fontWeight: vars.fontWeight.regular }]);
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  marginBottom: vars.space['3'],
});
export const formStack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const formGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['3'] });
export const hiddenInput = style({ display: 'none' });
export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});
export const timelineItem = style({
  position: 'relative',
  paddingLeft: vars.space['8'],
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      left: vars.space['2'],
      top: vars.space['1'],
      width: vars.space['3'],
      height: vars.space['3'],
      borderRadius: vars.radius.full,
      background: vars.color.primary,
    },
    '&::after': {
      content: '""',
      position: 'absolute',
      left: `calc(${vars.space['2']} + ${vars.space['1.5']} - 1px)`,
      top: vars.space['5'],
      bottom: `calc(-1 * ${vars.space['4']})`,
      width: '2px',
      background: vars.color.border,
    },
    '&:last-child::after': { display: 'none' },
  },
});
export const timelineHead = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'baseline' });
export const timelineAction = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const timelineMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const timelineDetails = style({ margin: `${vars.space['1']} 0 0`, color: vars.color.text, fontSize: vars.fontSize.sm });
export const errorText = style({ color: vars.color.destructiveText, fontSize: vars.fontSize.sm, margin: 0 });
