import { style } from '@vanilla-extract/css';
import { media, vars } from '@workbench/ui-kit/theme';

export const shell = style({ display: 'flex', minHeight: '100dvh', background: vars.color.background });

/** The sidebar: on phones the menu button's drawer takes its place. */
export const sidebar = style({
  position: 'sticky',
  top: 0,
  height: '100dvh',
  flexShrink: 0,
  width: vars.size.sidebarCollapsed,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.sidebar,
  color: vars.color.sidebarText,
  borderRight: `${vars.size.borderWidth} solid ${vars.color.sidebarBorder}`,
  zIndex: vars.zIndex.sidebar,
  '@media': { [media.md]: { width: vars.size.sidebarExpanded }, [media.phone]: { display: 'none' } },
});

export const nav = style({ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 });
/** In the phone menu: wide enough for the labels, which always show. */
export const withLabels = style({ width: vars.size.sidebarExpanded, color: vars.color.sidebarText });

export const menu = style({ display: 'none', '@media': { [media.phone]: { display: 'flex' } } });
export const headerStart = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], minWidth: 0 });

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  height: vars.space['16'],
  paddingInline: vars.space['4'],
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.sidebarBorder}`,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
});
export const brandMark = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.primaryText,
});
export const brandText = style({
  display: 'none',
  '@media': { [media.md]: { display: 'inline' } },
  selectors: { [`${withLabels} &`]: { display: 'inline' } },
});

export const navList = style({
  flex: 1,
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space['3']} ${vars.space['2']}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  overflowY: 'auto',
});

export const navItem = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2.5'],
  height: vars.size.controlMd,
  paddingInline: vars.space['2.5'],
  '@media': { [media.phone]: { height: vars.size.tapTarget } },
  borderRadius: vars.radius.md,
  color: vars.color.sidebarText,
  textDecoration: 'none',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-hovered]': { background: vars.color.sidebarHover, textDecoration: 'none' },
    '&[data-active]': { background: vars.color.sidebarActive, color: vars.color.sidebarActiveText },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});
export const navLabel = style({
  display: 'none',
  '@media': { [media.md]: { display: 'inline' } },
  selectors: { [`${withLabels} &`]: { display: 'inline' } },
});

/** The unread count: over the icon's corner while the labels are hidden, after the label once they show. */
export const navCount = style({
  '::after': { content: 'attr(data-count)' },
  position: 'absolute',
  top: `calc(-1 * ${vars.space['1']})`,
  right: `calc(-1 * ${vars.space['1']})`,
  '@media': { [media.md]: { position: 'static', marginLeft: 'auto' } },
  selectors: { [`${withLabels} &`]: { position: 'static', marginLeft: 'auto' } },
});

export const foot = style({
  padding: vars.space['2'],
  borderTop: `${vars.size.borderWidth} solid ${vars.color.sidebarBorder}`,
});

export const column = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sidebar,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  height: vars.space['16'],
  paddingInline: vars.space['4'],
  background: vars.color.surface,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  '@media': { [media.md]: { paddingInline: vars.space['6'] } },
});
export const headerTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const user = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });
export const userText = style({
  display: 'none',
  flexDirection: 'column',
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.md]: { display: 'flex' } },
});
export const userName = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  whiteSpace: 'nowrap',
});
export const userRole = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const main = style({ flex: 1, minWidth: 0, outline: 'none' });
