import { style } from '@vanilla-extract/css';
import { vars } from '@workbench/ui-kit/theme';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space['4'],
});

/** Sign-in and registration errors also show as red text under the form. */
export const formError = style({
  color: vars.color.destructiveText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

/** A notice's text with its button below it. */
export const alertBody = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space['3'] });
