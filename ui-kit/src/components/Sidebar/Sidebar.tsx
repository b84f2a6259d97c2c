import { useId, type ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { PanelLeftIcon } from '../../icons/Icon.tsx';
import { visuallyHidden } from '../../styles/shared.css.ts';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import * as styles from './Sidebar.css.ts';

export interface SidebarItem {
  id: string;
  label: string;
  href: string;
  icon?: ReactNode;
  /** A count shown beside the label (notifications). */
  badge?: number | string;
  /** Nested items, shown under this one when expanded. */
  items?: SidebarItem[];
}

export interface SidebarGroup {
  id: string;
  /** Group heading shown when expanded ('Teams and brokerages'). */
  label?: string;
  items: SidebarItem[];
  /** Show this group's items as icons in the collapsed rail (default true). */
  inRail?: boolean;
}

export interface LinkRenderProps {
  href: string;
  className: string;
  isActive: boolean;
  children: ReactNode;
  'aria-label'?: string;
}

export interface SidebarProps {
  groups: SidebarGroup[];
  /** Collapsed (icon rail, 14 units) or expanded (56 units). */
  isExpanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  /** Shown at the top when expanded: the product's brand line. */
  brand?: ReactNode;
  /** Shown at the top when collapsed (a logo mark). */
  brandMark?: ReactNode;
  /** The current path; the item whose href matches it is highlighted (aria-current="page"). */
  activeHref?: string;
  /** Decide the active item yourself (e.g. prefix matching). */
  isActive?: (item: SidebarItem) => boolean;
  /** Render links with the app's router; by default an RAC Link, which uses the RouterProvider. */
  renderLink?: (props: LinkRenderProps) => ReactNode;
  'aria-label'?: string;
}

const defaultLink = ({ isActive, className, ...props }: LinkRenderProps) => (
  <Link {...props} className={className} aria-current={isActive ? 'page' : undefined} />
);

/**
 * The app's side navigation: a collapsed icon rail or an expanded panel with labelled groups, nested
 * items, count badges and the active item highlighted.
 */
export function Sidebar({
  groups,
  isExpanded,
  onExpandedChange,
  brand,
  brandMark,
  activeHref,
  isActive,
  renderLink = defaultLink,
  'aria-label': label = 'Main navigation',
}: SidebarProps) {
  const baseId = useId();
  const active = isActive ?? ((item: SidebarItem) => item.href === activeHref);

  const renderItem = (item: SidebarItem, nested: boolean): ReactNode => {
    const current = active(item);
    const content = isExpanded ? (
      <>
        {item.icon ? <span className={styles.linkIcon}>{item.icon}</span> : null}
        <span className={styles.linkLabel}>{item.label}</span>
        {item.badge !== undefined ? (
          <Badge size="sm" tone={current ? 'blue' : 'neutral'}>
            {item.badge}
          </Badge>
        ) : null}
      </>
    ) : (
      <>
        <span className={styles.iconWrap}>
          {item.icon ?? <span aria-hidden="true">{item.label.slice(0, 1)}</span>}
          {item.badge !== undefined ? <span aria-hidden="true" className={styles.dot} /> : null}
        </span>
        <span className={visuallyHidden}>
          {item.label}
          {item.badge !== undefined ? ` (${item.badge})` : ''}
        </span>
      </>
    );
    return (
      <li key={item.id}>
        {renderLink({ href: item.href, className: styles.link, isActive: current, children: content })}
        {isExpanded && !nested && item.items?.length ? (
          <ul className={styles.subList}>{item.items.map((child) => renderItem(child, true))}</ul>
        ) : null}
      </li>
    );
  };

  const shownGroups = isExpanded ? groups : groups.filter((g) => g.inRail !== false);
  return (
    <aside className={styles.sidebar} data-collapsed={isExpanded ? undefined : ''} data-expanded={isExpanded ? '' : undefined}>
      <div className={styles.top}>{isExpanded ? <div className={styles.brand}>{brand}</div> : brandMark}</div>
      <nav aria-label={label} className={styles.nav}>
        {shownGroups.map((group, index) => {
          const headingId = `${baseId}-${group.id}`;
          return (
            <div key={group.id} className={styles.group}>
              {!isExpanded && index > 0 ? <div aria-hidden="true" className={styles.railDivider} /> : null}
              {group.label ? (
                <span id={headingId} className={isExpanded ? styles.groupLabel : visuallyHidden}>
                  {group.label}
                </span>
              ) : null}
              <ul className={styles.list} aria-labelledby={group.label ? headingId : undefined}>
                {group.items.map((item) => renderItem(item, false))}
              </ul>
            </div>
          );
        })}
      </nav>
      <div className={styles.bottom}>
        <Button
          variant="ghost"
          size="icon"
          aria-label={isExpanded ? 'Collapse sidebar' : 'Expand sidebar'}
          aria-expanded={isExpanded}
          onPress={() => onExpandedChange(!isExpanded)}
        >
          <PanelLeftIcon />
        </Button>
      </div>
    </aside>
  );
}
