import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@workbench/ui-kit/theme';

/** The ID with its 'New' badge under it, so the column is no wider than the ID. */
export const idCell = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['0.5'],
  whiteSpace: 'nowrap',
});
export const idLink = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
export const truncate = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const muted = style([truncate, { color: vars.color.textSubtle, fontStyle: 'italic' }]);
/** A text that fills its cell on one line, cut with an ellipsis where it is longer. */
export const oneLine = style([truncate, { display: 'block' }]);
export const iconButton = style({ width: vars.size.controlSm, paddingInline: 0, justifyContent: 'center' });

/**
 * Submission tables fit every column of the spec at 1,280 px: compact cells, fixed widths for every column
 * but Client and Product, which share what is left (Client on one line, Product on two), and two-line headings where a heading
 * is longer than its values. Text that does not fit ends in an ellipsis (plain text cells carry their full
 * text in a title).
 */
export const oneLineTable = style({ tableLayout: 'fixed' });
const cells = ['[role=columnheader]', '[role=rowheader]', '[role=gridcell]'].map((role) => `${oneLineTable} ${role}`).join(', ');
globalStyle(cells, { paddingInline: vars.space['1'], whiteSpace: 'nowrap' });
globalStyle(`${oneLineTable} :is([role=rowheader], [role=gridcell])`, { paddingBlock: vars.space['1.5'] });
// The plain table's cells are cut here; the virtualised grid cuts its own, except those whose content fits.
globalStyle(`${oneLineTable} :is(th, td)`, { overflow: 'hidden', textOverflow: 'ellipsis' });
globalStyle(`${oneLineTable} [role=columnheader]`, { whiteSpace: 'normal', lineHeight: vars.lineHeight.tight });

export const twoLines = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  whiteSpace: 'normal',
  overflowWrap: 'break-word',
  lineHeight: vars.lineHeight.tight,
});
