// Theme
export * from './theme/index.ts';
export { RouterProvider } from 'react-aria-components';
export * from './icons/index.ts';

// Components
export * from './components/Alert/index.ts';
export * from './components/Badge/index.ts';
export * from './components/Button/index.ts';
export * from './components/Card/index.ts';
export * from './components/Checkbox/index.ts';
export * from './components/Link/index.ts';
export * from './components/RatingBadge/index.ts';
export * from './components/SearchField/index.ts';
export * from './components/Spinner/index.ts';
export * from './components/StatusBadge/index.ts';
export * from './components/Table/index.ts';
export * from './components/Tabs/index.ts';
export * from './components/TextArea/index.ts';
export * from './components/TextField/index.ts';
export * from './components/Toast/index.ts';
