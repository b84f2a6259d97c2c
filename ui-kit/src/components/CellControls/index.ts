export { CellButton, CellLink, CellLinkProvider, type CellButtonProps, type CellLinkProps } from './CellControls.tsx';
