import { style } from '@vanilla-extract/css';
import { vars } from '@workbench/ui-kit/theme';

/** The account pages read as one column of cards, as wide as a form is comfortable to fill in. */
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'], maxWidth: '48rem', width: '100%' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

/** Two fields side by side where there is room, one above the other on a phone. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space['4'],
});

/** The form's buttons, at its end; a phone stacks them full width. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], justifyContent: 'flex-start' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The kinds of mail, as a group of checkboxes under its own legend. */
export const kinds = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  minWidth: 0,
});
export const kindsLegend = style({
  padding: 0,
  marginBottom: vars.space['1'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

/** A client's name heads its entry, a step below the card's title. */
export const clientName = style({ margin: 0, fontSize: vars.fontSize.md });
