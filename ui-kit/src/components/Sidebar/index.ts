export { Sidebar, type SidebarProps, type SidebarGroup, type SidebarItem, type LinkRenderProps } from './Sidebar.tsx';
