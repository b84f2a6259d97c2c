import { style } from '@vanilla-extract/css';
import { vars } from '@workbench/ui-kit/theme';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});
export const bulk = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });
export const selectedCount = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const stale = style({ opacity: 0.6, transition: `opacity ${vars.duration.normal}` });
export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], outline: 'none' });

/** The office picker beside the filter tabs. */
export const office = style({ minWidth: '12rem' });
