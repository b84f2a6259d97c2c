import { style } from '@vanilla-extract/css';
import { vars } from '@workbench/ui-kit/theme';

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
export const range = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space['3'] });
export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space['2'], width: '100%' });
