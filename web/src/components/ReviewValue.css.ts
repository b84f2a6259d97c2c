import { style } from '@vanilla-extract/css';
import { vars } from '@workbench/ui-kit/theme';

/** A row's note of the values to check that have no column: on a line of its own under the row's name. */
export const elsewhere = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  marginTop: vars.space['1'],
  width: 'fit-content',
  padding: `0 ${vars.space['1']}`,
  borderRadius: vars.radius.sm,
  background: vars.tone.yellow.bg,
  color: vars.tone.yellow.fg,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});
export const elsewhereIcon = style({ flexShrink: 0, width: '0.875rem', height: '0.875rem' });
