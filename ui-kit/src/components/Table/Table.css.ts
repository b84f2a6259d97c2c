import { createVar, fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/tokens.ts';
import { focusRing, scrollFade, truncate, visuallyHiddenRules } from '../../styles/shared.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  minWidth: 0,
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space['3'],
});

export const titleRow = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const tools = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], marginLeft: 'auto' });

export const search = style({ width: vars.space['56'], maxWidth: '100%' });

export const frame = style({
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  overflow: 'hidden',
  boxShadow: vars.shadow.sm,
});

/**
 * The plain table's scroll area inside the frame. Columns that do not fit scroll sideways, and then say so:
 * the edge past which columns are hidden fades, and the area is a named region that takes focus, so the
 * keyboard can scroll it too.
 */
export const scroller = style([
  scrollFade,
  {
    overflow: 'auto',
    outline: 'none',
    selectors: { '&:focus-visible': { ...focusRing, outlineOffset: `calc(-1 * ${vars.size.focusRing})` } },
  },
]);

export const virtualFrame = style({ overflow: 'hidden', display: 'flex', flexDirection: 'column' });

/** The plain table's columns' minimums together: it never gets narrower (its frame scrolls sideways instead). */
export const leastWidth = createVar();

export const table = style({
  width: '100%',
  minWidth: leastWidth,
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  // Words are not cut inside a table, even in a card that lets long words break anywhere: there a column's
  // narrowest width would be one letter, and the table would squeeze names to a letter a line.
  overflowWrap: 'normal',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { ...focusRing, outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
  },
});

/** In virtual mode the table is its own scroll container with a fixed height. */
export const virtualTable = style({ overflow: 'auto', position: 'relative' });

export const header = style({});

export const column = style({
  padding: `0 ${vars.space['3']}`,
  height: vars.space['10'],
  background: vars.color.surfaceMuted,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textAlign: 'start',
  textTransform: 'uppercase',
  letterSpacing: '0.03em',
  whiteSpace: 'nowrap',
  // A heading longer than its column is cut, never drawn over the next one.
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  outline: 'none',
  position: 'sticky',
  top: 0,
  zIndex: 1,
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-hovered][data-allows-sorting]': { color: vars.color.text },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
  },
});

// In a plain table, sized by its content, a long heading wraps between its words where the table is tight,
// rather than holding its column as wide as the heading on one line and pushing the last column out of view.
globalStyle(`table${table} > thead > tr > th${column}`, { whiteSpace: 'normal' });

/**
 * Virtualised cells keep to the size the layout gives them: RAC's wrappers already contain each one, and a
 * cell never grows a second line or spills into its neighbour.
 */
export const virtualCell = style({ display: 'flex', alignItems: 'center', overflow: 'hidden', whiteSpace: 'nowrap' });

/** Plain-text cell content: one line, cut with an ellipsis (the full text is in its title). */
export const cellText = truncate;

export const columnInner = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] });

export const sortIcon = style({ width: vars.size.iconSm, height: vars.size.iconSm });

export const sortIconIdle = style({ opacity: 0, selectors: { [`${column}[data-hovered] &`]: { opacity: 0.5 } } });

export const row = style({
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-href], &[data-action]': { cursor: 'pointer' },
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-selected]': { background: vars.color.surfaceSelected },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
    '&[data-disabled]': { color: vars.color.textSubtle },
  },
});

export const cell = style({
  padding: `${vars.space['2.5']} ${vars.space['3']}`,
  height: vars.size.tableRow,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  verticalAlign: 'middle',
  outline: 'none',
  selectors: {
    [`${row}:last-child &`]: { borderBottom: 0 },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
  },
});

export const alignEnd = style({ textAlign: 'end', justifyContent: 'flex-end' });

export const selectionCell = style({ width: vars.space['12'], paddingRight: 0 });

/** The width of the part of the plain table's scroll area in view, kept up to date by the table. */
export const visibleWidth = createVar();

/**
 * The empty text is held to the part of the table in view: on a table wider than its frame, centred across
 * the whole width it would sit partly past the edge, cut off.
 */
export const empty = style({
  position: 'sticky',
  left: 0,
  boxSizing: 'border-box',
  maxWidth: fallbackVar(visibleWidth, 'none'),
  padding: `${vars.space['10']} ${vars.space['4']}`,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
});

export const footer = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const selectionCheckbox = style({ display: 'flex', verticalAlign: 'middle' });

/**
 * `stackOnPhone`: on phones each row is a card instead of a line of a table that scrolls sideways. The row
 * header leads, every other cell follows under its column's name (its `data-label`), and a column without a
 * visible heading (actions) ends the card, so a row's buttons are in reach without scrolling. The headings
 * stay for screen readers; the names drawn beside the cells are left out of what they read.
 */
export const stacked = style({ '@media': { [media.phone]: { display: 'block', minWidth: 0 } } });
const phone = (rules: Parameters<typeof globalStyle>[1]) => ({ '@media': { [media.phone]: rules } });
globalStyle(`${stacked} > thead`, phone(visuallyHiddenRules));
globalStyle(`${stacked} > tbody`, phone({ display: 'block' }));
globalStyle(
  `${stacked} > tbody > tr`,
  phone({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['1.5'],
    padding: `${vars.space['3']} ${vars.space['4']}`,
    borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  }),
);
globalStyle(`${stacked} > tbody > tr:last-child`, phone({ borderBottom: 0 }));
globalStyle(`${stacked} > tbody > tr > td`, phone({ display: 'block', height: 'auto', padding: 0, border: 0, textAlign: 'start' }));
globalStyle(`${stacked} > tbody > tr > [role=rowheader]`, phone({ fontWeight: vars.fontWeight.semibold }));
globalStyle(
  `${stacked} > tbody > tr > td[data-label]`,
  phone({
    display: 'grid',
    gridTemplateColumns: 'minmax(6rem, 40%) minmax(0, 1fr)',
    alignItems: 'baseline',
    // A badge or a button keeps its own width beside its label rather than stretching across the card.
    justifyItems: 'start',
    columnGap: vars.space['3'],
  }),
);
globalStyle(
  `${stacked} > tbody > tr > td[data-label]::before`,
  phone({ content: 'attr(data-label) / ""', fontSize: vars.fontSize.sm, color: vars.color.textMuted }),
);
globalStyle(`${stacked} > tbody > tr > td > span[title]`, phone({ whiteSpace: 'normal', overflowWrap: 'anywhere' }));
