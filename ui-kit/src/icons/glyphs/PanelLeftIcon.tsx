import { makeIcon } from '../make.tsx';

export const PanelLeftIcon = makeIcon(
  'PanelLeftIcon',
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M9 3v18" />
  </>,
);
