import { useRef, type ReactNode } from 'react';
import { Link, Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { useScrollCue } from '../../internal/useScrollCue.ts';
import { scrollCue } from '../../styles/shared.css.ts';
import * as styles from './TopBar.css.ts';

export interface TopBarTab {
  id: string;
  label: string;
  /** Makes the tab a link (My Workbench -> /). */
  href?: string;
}

export interface TopBarProps {
  tabs: TopBarTab[];
  /** The tab showing, or null on a page that none of them shows (no tab is marked). */
  selectedTab: string | null;
  onTabChange: (id: string) => void;
  /** A search box, placed at the right of the tabs. */
  search?: ReactNode;
  /** Content at the far end (user avatar, menu). */
  end?: ReactNode;
  /** Content at the start (a menu button on small screens). */
  start?: ReactNode;
  'aria-label'?: string;
  /** The content the tabs switch (rendered as the selected tab's panel, below the bar). */
  children?: ReactNode;
}

/**
 * The broker area's top bar: view tabs that switch locally, a search slot and an avatar slot. On phones the
 * tabs take a row of their own below the search and the avatar, scrolling sideways with a faded edge.
 */
export function TopBar({ tabs, selectedTab, onTabChange, search, end, start, children, 'aria-label': label = 'Views' }: TopBarProps) {
  const tabsRef = useRef<HTMLDivElement>(null);
  useScrollCue(tabsRef);
  // Tabs always mark one tab selected; on a page none of them shows, they are links to the views instead.
  if (selectedTab === null)
    return (
      <div className={styles.root}>
        <header className={styles.bar}>
          {start ? <div className={styles.start}>{start}</div> : null}
          <nav aria-label={label} ref={tabsRef} className={`${styles.tabList} ${scrollCue}`}>
            {tabs.map((tab) => (
              <Link key={tab.id} href={tab.href} onPress={() => onTabChange(tab.id)} className={styles.tab}>
                {tab.label}
              </Link>
            ))}
          </nav>
          {search ? <div className={styles.search}>{search}</div> : null}
          {end ? <div className={styles.end}>{end}</div> : null}
        </header>
        {children}
      </div>
    );
  return (
    <Tabs selectedKey={selectedTab} onSelectionChange={(key: Key) => onTabChange(String(key))} className={styles.root}>
      <header className={styles.bar}>
        {start ? <div className={styles.start}>{start}</div> : null}
        <TabList aria-label={label} ref={tabsRef} className={`${styles.tabList} ${scrollCue}`}>
          {tabs.map((tab) => (
            <Tab key={tab.id} id={tab.id} href={tab.href} className={styles.tab}>
              {tab.label}
            </Tab>
          ))}
        </TabList>
        {search ? <div className={styles.search}>{search}</div> : null}
        {end ? <div className={styles.end}>{end}</div> : null}
      </header>
      {/*
        Every tab controls a panel. Without content the panel only names what the tab controls: it stays
        hidden, so it is no invisible stop in the tab order.
      */}
      {children ? (
        tabs.map((tab) => (
          <TabPanel key={tab.id} id={tab.id} className={styles.panel}>
            {children}
          </TabPanel>
        ))
      ) : (
        <div hidden>
          {tabs.map((tab) => (
            <TabPanel key={tab.id} id={tab.id} />
          ))}
        </div>
      )}
    </Tabs>
  );
}
