import { makeIcon } from '../make.tsx';

export const UserIcon = makeIcon(
  'UserIcon',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M20 21a8 8 0 0 0-16 0" />
  </>,
);
