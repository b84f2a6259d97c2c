import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/tokens.ts';
import { focusRing } from '../../styles/shared.css.ts';

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  minHeight: vars.space['14'],
  padding: `0 ${vars.space['4']}`,
  background: vars.color.surface,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  // Narrow screens: the search and the user share the first row, the tabs get the second to themselves.
  '@media': {
    [media.phone]: {
      flexWrap: 'wrap',
      gap: `0 ${vars.space['2']}`,
      padding: `${vars.space['1.5']} ${vars.space['3']} 0`,
    },
  },
});

export const start = style({ display: 'flex', alignItems: 'center', flexShrink: 0 });

export const tabList = style({
  display: 'flex',
  alignItems: 'stretch',
  alignSelf: 'stretch',
  gap: vars.space['1'],
  minWidth: 0,
  '@media': { [media.phone]: { order: 3, flexBasis: '100%', minHeight: vars.size.tapTarget } },
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `0 ${vars.space['3']}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  borderBottom: `${vars.size.focusRing} solid transparent`,
  marginBottom: `calc(-1 * ${vars.size.borderWidth})`,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.text, borderBottomColor: vars.color.primary },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
  },
});

/**
 * Beside the phone layout the search takes what the tabs and the end leave, up to its full width: on a
 * narrower screen it is the search that gets shorter, not the last tab cut or the end squeezed.
 */
export const search = style({
  marginLeft: 'auto',
  flex: '1 1 0',
  maxWidth: '22rem',
  '@media': { [media.phone]: { flex: 1, width: 'auto', maxWidth: 'none', minWidth: 0, marginLeft: 0 } },
});

export const end = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], flexShrink: 0 });

export const root = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const panel = style({ outline: 'none', flex: 1, minHeight: 0 });
