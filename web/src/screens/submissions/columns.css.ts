import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@workbench/ui-kit/theme';

export const idCell = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], whiteSpace: 'nowrap' });
export const idLink = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
export const truncate = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const muted = style([truncate, { color: vars.color.textSubtle, fontStyle: 'italic' }]);
export const iconButton = style({ width: vars.size.controlSm, paddingInline: 0, justifyContent: 'center' });

/**
 * Submission tables fit every column of the spec at 1,440 px: compact cells, fixed widths for every column
 * but Client and Product, which share what is left, and two-line headings where a heading is longer than
 * its values. Text that does not fit ends in an ellipsis (plain text cells carry their full text in a title).
 */
export const oneLineTable = style({ tableLayout: 'fixed' });
const cells = ['[role=columnheader]', '[role=rowheader]', '[role=gridcell]'].map((role) => `${oneLineTable} ${role}`).join(', ');
globalStyle(cells, { paddingInline: vars.space['2'], whiteSpace: 'nowrap' });
// The plain table's cells are cut here; the virtualised grid cuts its own, except those whose content fits.
globalStyle(`${oneLineTable} :is(th, td)`, { overflow: 'hidden', textOverflow: 'ellipsis' });
globalStyle(`${oneLineTable} [role=columnheader]`, { whiteSpace: 'normal', lineHeight: vars.lineHeight.tight });
