import { style } from '@vanilla-extract/css';
import { vars } from '@workbench/ui-kit/theme';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], minWidth: 0 });

export const preview = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], minWidth: 0 });

export const previewCount = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
