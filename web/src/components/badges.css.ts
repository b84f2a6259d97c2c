import { style } from '@vanilla-extract/css';
import { vars } from '@workbench/ui-kit/theme';

/** A customer status without a colour of its own shows as plain text. */
export const plain = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const score = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });
