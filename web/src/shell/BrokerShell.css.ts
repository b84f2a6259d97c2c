import { style } from '@vanilla-extract/css';
import { media, vars } from '@workbench/ui-kit/theme';

export const shell = style({ display: 'flex', minHeight: '100dvh', background: vars.color.background });
/** The rail: on phones the menu button's drawer takes its place. */
export const sidebar = style({
  position: 'sticky',
  top: 0,
  height: '100dvh',
  flexShrink: 0,
  zIndex: vars.zIndex.sidebar,
  '@media': { [media.phone]: { display: 'none' } },
});
export const menu = style({ display: 'none', '@media': { [media.phone]: { display: 'flex' } } });
export const column = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });
export const topBar = style({ position: 'sticky', top: 0, zIndex: vars.zIndex.sidebar });
export const main = style({ flex: 1, minWidth: 0, outline: 'none' });

export const user = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], flexShrink: 0, marginLeft: vars.space['2'] });
export const userText = style({
  display: 'none',
  flexDirection: 'column',
  lineHeight: vars.lineHeight.tight,
  minWidth: 0,
  '@media': { [media.lg]: { display: 'flex' } },
});
export const userName = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  whiteSpace: 'nowrap',
  // A long name is cut rather than squeezing the search or the tabs; the avatar's label has it in full.
  maxWidth: '12rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
export const userRole = style({ fontSize: vars.fontSize.xs, color: vars.color.textSubtle });
