import { style } from '@vanilla-extract/css';
import { media, vars } from '@workbench/ui-kit/theme';

/** Clients | Carriers: links drawn as the underline tabs of a page's sections. */
export const tabs = style({
  display: 'flex',
  gap: vars.space['4'],
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  marginBottom: vars.space['4'],
});
export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space['1']}`,
  marginBottom: `calc(-1 * ${vars.size.borderWidth})`,
  borderBottom: `calc(2 * ${vars.size.borderWidth}) solid transparent`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  ':hover': { color: vars.color.text },
  ':focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: vars.space['0.5'] },
  selectors: { '&[aria-current="page"]': { color: vars.color.primary, borderBottomColor: vars.color.primary } },
});

export const filters = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  marginBottom: vars.space['3'],
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(14rem, 2fr) repeat(3, minmax(10rem, 1fr))' } },
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], minWidth: 0 });
export const columns = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 3fr)' } },
});

export const details = style({
  display: 'grid',
  gap: `${vars.space['3']} ${vars.space['4']}`,
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: 0,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const detailRow = style({ display: 'flex', flexDirection: 'column', gap: vars.space['0.5'], minWidth: 0 });
export const detailTerm = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const factsHeading = style({
  margin: `${vars.space['4']} 0 ${vars.space['2']}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});
export const detailValue = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const listItem = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  padding: `${vars.space['2']} 0`,
  selectors: { '& + &': { borderTop: `${vars.size.borderWidth} solid ${vars.color.border}` } },
});
export const itemText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['0.5'], minWidth: 0, overflowWrap: 'anywhere' });
export const itemTitle = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });
export const itemMeta = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const itemActions = style({ display: 'flex', gap: vars.space['1'], flexShrink: 0 });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
/** A file's name and size above its Download button. */
export const fileCell = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['1'],
  overflowWrap: 'anywhere',
});
export const nowrap = style({ whiteSpace: 'nowrap' });
/**
 * An e-mail address in the directory, cut with an ellipsis where the screen is narrow (in full in its title and
 * on the client's page): unbroken, the longest address alone pushed the last column out of a laptop's view. Each
 * pixel of screen past a laptop's width goes to the address, so a wider screen shows it whole.
 */
export const address = style({ maxWidth: 'max(13rem, 100vw - 68rem)' });

export const formGrid = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const wide = style({ '@media': { [media.md]: { gridColumn: '1 / -1' } } });
