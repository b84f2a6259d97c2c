import { createContext, useContext, useRef } from 'react';
import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  composeRenderProps,
  type TabListProps as RACTabListProps,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import { useScrollCue } from '../../internal/useScrollCue.ts';
import { scrollCue } from '../../styles/shared.css.ts';
import * as styles from './Tabs.css.ts';

type TabsVariant = 'underline' | 'pill';
const VariantContext = createContext<TabsVariant>('underline');

const join = (own: string) => (c: string | undefined) => [own, c].filter(Boolean).join(' ');

export interface TabsProps extends RACTabsProps {
  /** 'underline' for page sections, 'pill' for a compact segmented switch. */
  variant?: TabsVariant;
}

/** Tabs: arrow keys move between tabs, the selected tab's panel shows. */
export function Tabs({ variant = 'underline', className, ...props }: TabsProps) {
  return (
    <VariantContext.Provider value={variant}>
      <RACTabs {...props} className={composeRenderProps(className, join(styles.tabs))} />
    </VariantContext.Provider>
  );
}

export type TabListProps<T extends object = object> = RACTabListProps<T>;
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  const variant = useContext(VariantContext);
  const ref = useRef<HTMLDivElement>(null);
  useScrollCue(ref);
  return <RACTabList {...props} ref={ref} className={composeRenderProps(className, join(`${styles.tabList({ variant })} ${scrollCue}`))} />;
}

export type TabProps = RACTabProps;
export function Tab({ className, ...props }: TabProps) {
  const variant = useContext(VariantContext);
  return <RACTab {...props} className={composeRenderProps(className, join(styles.tab({ variant })))} />;
}

export type TabPanelProps = RACTabPanelProps;
export function TabPanel({ className, ...props }: TabPanelProps) {
  return <RACTabPanel {...props} className={composeRenderProps(className, join(styles.tabPanel))} />;
}
