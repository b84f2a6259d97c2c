import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** Unknown customer statuses show as plain text (spec section 4). */
export const plain = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
