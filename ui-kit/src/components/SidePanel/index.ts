export { SidePanel, DetailList, type SidePanelProps, type DetailListProps } from './SidePanel.tsx';
