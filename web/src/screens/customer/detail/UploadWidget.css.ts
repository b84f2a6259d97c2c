import { style } from '@vanilla-extract/css';
import { vars } from '@workbench/ui-kit/theme';

export const widget = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
export const chosen = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
export const chosenName = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const progress = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1.5'] });
export const progressText = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const tips = style({
  margin: 0,
  paddingLeft: vars.space['5'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});
export const tipsTitle = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.text });
export const footer = style({ display: 'flex', justifyContent: 'flex-end' });
