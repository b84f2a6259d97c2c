import { style } from '@vanilla-extract/css';
import { vars } from '@workbench/ui-kit/theme';

export const search = style({ width: '100%' });
export const option = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'], minWidth: 0, width: '100%' });
export const optionId = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  flexShrink: 0,
});
export const optionClient = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
});
