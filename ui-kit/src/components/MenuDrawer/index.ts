export { MenuDrawer, type MenuDrawerProps } from './MenuDrawer.tsx';
