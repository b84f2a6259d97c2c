import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@workbench/ui-kit/theme';

export const idCell = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], whiteSpace: 'nowrap' });
export const idLink = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
export const muted = style({ color: vars.color.textSubtle, fontStyle: 'italic' });
export const iconButton = style({ width: vars.size.controlSm, paddingInline: 0, justifyContent: 'center' });

/** Submission rows stay one line high; a narrow window scrolls the table sideways instead. */
export const oneLineTable = style({});
// Only the plain table: the virtualised one lays out its own fixed-height rows.
globalStyle(`${oneLineTable} td, ${oneLineTable} th`, { whiteSpace: 'nowrap' });
