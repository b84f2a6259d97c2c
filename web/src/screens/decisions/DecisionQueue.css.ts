import { style } from '@vanilla-extract/css';
import { vars } from '@workbench/ui-kit/theme';

export const due = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], whiteSpace: 'nowrap' });
export const pickedUp = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], flexWrap: 'wrap' });
export const nobody = style({ color: vars.color.textMuted });
export const levels = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const reference = style({ whiteSpace: 'nowrap' });
