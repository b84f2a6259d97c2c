import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** A badge without a tone shows as plain text. */
export const plain = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
