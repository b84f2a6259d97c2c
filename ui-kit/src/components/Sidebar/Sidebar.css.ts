import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/tokens.ts';
import { focusRing } from '../../styles/shared.css.ts';

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
  width: vars.size.sidebarExpanded,
  flexShrink: 0,
  background: vars.color.sidebar,
  borderRight: `${vars.size.borderWidth} solid ${vars.color.sidebarBorder}`,
  color: vars.color.sidebarText,
  transition: `width ${vars.duration.normal} ease`,
  overflow: 'hidden',
  selectors: { '&[data-collapsed]': { width: vars.size.sidebarCollapsed } },
});

export const top = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.space['14'],
  padding: `0 ${vars.space['3']}`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.sidebarBorder}`,
  selectors: { [`${sidebar}[data-collapsed] &`]: { justifyContent: 'center', padding: 0 } },
});

export const brand = style({
  flex: 1,
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  lineHeight: vars.lineHeight.tight,
});

export const nav = style({
  flex: 1,
  overflowY: 'auto',
  overflowX: 'hidden',
  padding: `${vars.space['3']} ${vars.space['2']}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space['0.5'] });

export const groupLabel = style({
  padding: `0 ${vars.space['2']}`,
  marginBottom: vars.space['1'],
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.sidebarTextMuted,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['0.5'] });

export const subList = style([list, { paddingLeft: `calc(${vars.size.icon} + ${vars.space['2.5']})`, marginTop: vars.space['0.5'] }]);

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2.5'],
  minHeight: vars.size.controlSm,
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.sidebarText,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.sidebarHover, color: vars.color.text },
    '&[aria-current=page]': { background: vars.color.sidebarActive, color: vars.color.sidebarActiveText },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
    [`${sidebar}[data-collapsed] &`]: {
      justifyContent: 'center',
      padding: 0,
      width: vars.size.controlMd,
      height: vars.size.controlMd,
      margin: '0 auto',
    },
  },
  '@media': {
    [media.phone]: {
      minHeight: vars.size.tapTarget,
      selectors: { [`${sidebar}[data-collapsed] &`]: { width: vars.size.tapTarget, height: vars.size.tapTarget } },
    },
  },
});

export const linkIcon = style({ width: vars.size.icon, height: vars.size.icon, flexShrink: 0 });
export const linkLabel = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' });

export const railDivider = style({
  height: vars.space.px,
  background: vars.color.sidebarBorder,
  margin: `${vars.space['1']} ${vars.space['2']}`,
});

export const bottom = style({
  padding: vars.space['2'],
  borderTop: `${vars.size.borderWidth} solid ${vars.color.sidebarBorder}`,
  display: 'flex',
  justifyContent: 'flex-end',
  selectors: { [`${sidebar}[data-collapsed] &`]: { justifyContent: 'center' } },
});

export const railBadge = style({
  position: 'absolute',
  top: 0,
  right: 0,
});

export const iconWrap = style({ position: 'relative', display: 'inline-flex' });

export const dot = style({
  position: 'absolute',
  top: `calc(-1 * ${vars.space['0.5']})`,
  right: `calc(-1 * ${vars.space['0.5']})`,
  width: vars.space['2'],
  height: vars.space['2'],
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  border: `${vars.space.px} solid ${vars.color.sidebar}`,
});
