export { TopBar, type TopBarProps, type TopBarTab } from './TopBar.tsx';
