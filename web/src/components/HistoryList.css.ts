import { style } from '@vanilla-extract/css';
import { vars } from '@workbench/ui-kit/theme';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const entry = style({ display: 'flex', flexDirection: 'column', gap: vars.space['0.5'] });
export const action = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });
export const details = style({ margin: 0, color: vars.color.text, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const meta = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const empty = style({ margin: 0, color: vars.color.textMuted });
