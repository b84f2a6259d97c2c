// Theme: vars (the contract), lightTheme/darkTheme classes, globalStyles and tokens (tones, breakpoints).
export * from './theme/index.ts';
// Client-side routing for every Link, Sidebar and Breadcrumb: <RouterProvider navigate={...} useHref={...}>.
export { RouterProvider, I18nProvider, Form } from 'react-aria-components';
export * from './icons/index.ts';
// Text utilities: `wrapAnywhere` for long unbroken words in boxes, `truncate` for one line with an ellipsis,
// `visuallyHidden` for words only screen readers read ('Unread').
export { truncate, visuallyHidden, wrapAnywhere } from './styles/shared.css.ts';

export * from './components/Alert/index.ts';
export * from './components/Avatar/index.ts';
export * from './components/Badge/index.ts';
export * from './components/Breadcrumbs/index.ts';
export * from './components/Button/index.ts';
export * from './components/Card/index.ts';
export * from './components/CellControls/index.ts';
export * from './components/Checkbox/index.ts';
export * from './components/ConflictNotice/index.ts';
export * from './components/CheckboxCard/index.ts';
export * from './components/ComboBox/index.ts';
export * from './components/DatePicker/index.ts';
export * from './components/Dialog/index.ts';
export * from './components/DropZone/index.ts';
export * from './components/EmptyState/index.ts';
export * from './components/FileIcon/index.ts';
export * from './components/Link/index.ts';
export * from './components/MappingReview/index.ts';
export * from './components/MenuDrawer/index.ts';
export * from './components/MetricTile/index.ts';
export * from './components/NumberField/index.ts';
export * from './components/ProgressBar/index.ts';
export * from './components/RadioCardGroup/index.ts';
export * from './components/SearchField/index.ts';
export * from './components/Select/index.ts';
export * from './components/SidePanel/index.ts';
export * from './components/Sidebar/index.ts';
export * from './components/Skeleton/index.ts';
export * from './components/SkipLink/index.ts';
export * from './components/Spinner/index.ts';
export * from './components/Switch/index.ts';
export * from './components/Table/index.ts';
export * from './components/Tabs/index.ts';
export * from './components/TextArea/index.ts';
export * from './components/TextField/index.ts';
export * from './components/Toast/index.ts';
export * from './components/FlaggedValue/index.ts';
export * from './components/Tooltip/index.ts';
export * from './components/TopBar/index.ts';
