import { style } from '@vanilla-extract/css';
import { vars } from '@workbench/ui-kit/theme';

export const filterBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: vars.space['2'],
  background: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});
export const typeFilters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['1'] });
export const typeButton = style({ gap: vars.space['2'] });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });
export const tables = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });
export const tableCard = style({ padding: vars.space['4'] });
export const tableTitle = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });
export const stale = style({ opacity: 0.6, transition: `opacity ${vars.duration.normal}` });
export const chips = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });
export const chipsNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
