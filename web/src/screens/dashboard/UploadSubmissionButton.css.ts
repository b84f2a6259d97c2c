import { style } from '@vanilla-extract/css';
import { vars } from '@workbench/ui-kit/theme';

export const body = style({ paddingBlock: vars.space['2'] });
export const processing = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], paddingBlock: vars.space['6'] });
export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
