import { makeIcon } from '../make.tsx';

export const HomeIcon = makeIcon(
  'HomeIcon',
  <>
    <path d="m3 9 9-7 9 7v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2Z" />
    <path d="M9 22V12h6v10" />
  </>,
);
