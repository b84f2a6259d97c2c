import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../styles/shared.css.ts';
import { box } from '../Checkbox/Checkbox.css.ts';
import { sortIconIdle } from './Table.css.ts';

/**
 * The virtual grid reuses the table's classes (Table.css.ts) and adds only its geometry and the states the
 * table takes from RAC's data-* attributes, here read from the DOM itself (:hover, :focus-visible).
 */
const insetRing = { ...focusRing, outlineOffset: `calc(-1 * ${vars.size.focusRing})` };

/** The CSS grid columns every row shares, and the narrowest the rows may get before scrolling sideways. */
export const columnsVar = createVar();
export const minWidthVar = createVar();

/**
 * The scroll area: whatever the browser scrolls into view (a focused row) clears the sticky heading. Its
 * background is the frame's own colour, drawn by the scroller itself: an opaque scroller is one Chromium
 * scrolls on the compositor (moving pixels already drawn), where a see-through one is repainted and
 * re-rastered whole on every scrolled frame to keep its text sharp.
 */
export const scroller = style({ scrollPaddingTop: vars.space['10'], background: vars.color.surface });

/** The heading row group stays at the top of the scroll area. */
export const head = style({ position: 'sticky', top: 0, zIndex: 2, minWidth: minWidthVar });

export const line = style({ display: 'grid', gridTemplateColumns: columnsVar });

/** As tall as every row together, so the scrollbar is right; rows sit in it at their index. */
export const body = style({ position: 'relative', minWidth: minWidthVar });

export const bodyRow = style({
  position: 'absolute',
  left: 0,
  right: 0,
  // A row's size never depends on its content: laying out or painting one leaves the others alone.
  contain: 'strict',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[data-selected]': { background: vars.color.surfaceSelected },
    '&:focus-visible': insetRing,
  },
});

export const gridCell = style({ selectors: { '&:focus-visible': insetRing } });

/**
 * A cell whose content fits its column (the row checkbox, a column marked `fits`) is not clipped: each
 * clipped cell is a clip the browser records, hands to the compositor and rasters around its content for
 * every row in view on every scrolled frame.
 */
export const fitCell = style({ overflow: 'visible' });

/**
 * A plain text cell holds its text itself: a block, one line cut with an ellipsis, the line as tall as the
 * row (less its bottom border) so the text sits where a flex cell centres it.
 */
export const textCell = style({
  display: 'block',
  paddingBlock: 0,
  lineHeight: `calc(${vars.size.tableRow} - ${vars.size.borderWidth})`,
  textOverflow: 'ellipsis',
});

export const columnHeader = style({
  position: 'relative',
  selectors: {
    '&[data-allows-sorting]:hover': { color: vars.color.text },
    '&:focus-visible': insetRing,
  },
});
globalStyle(`${columnHeader}:hover ${sortIconIdle}`, { opacity: 0.5 });

/** CheckIcon's stroke, in the checked box's text colour (white in every theme). */
const checkMark = encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"><path d="M20 6 9 17l-5-5"/></svg>',
);

/**
 * A row's checkbox: the native input drawn as the kit's box (CheckboxBox) and its check mark, one element
 * where a label, the input and the box were three, for each row that scrolls into view.
 */
export const rowCheckbox = style([
  box,
  {
    appearance: 'none',
    margin: 0,
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:checked)': { borderColor: vars.color.text },
      '&:checked': {
        backgroundColor: vars.color.primary,
        borderColor: vars.color.primary,
        backgroundImage: `url("data:image/svg+xml,${checkMark}")`,
        backgroundPosition: 'center',
        backgroundSize: `${vars.space['3']} ${vars.space['3']}`,
        backgroundRepeat: 'no-repeat',
      },
      '&:focus-visible': focusRing,
    },
  },
]);

/** A native checkbox (cheaper than RAC's per row) drawn as the kit's box. */
export const checkLabel = style({ position: 'relative' });
globalStyle(`${checkLabel}:hover ${box}:not([data-selected]):not([data-indeterminate])`, { borderColor: vars.color.text });
export const checkInput = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});
globalStyle(`${checkInput}:focus-visible + ${box}`, focusRing);

export const emptyRow = style({ display: 'block' });
