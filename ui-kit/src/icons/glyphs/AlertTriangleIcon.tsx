import { makeIcon } from '../make.tsx';

export const AlertTriangleIcon = makeIcon(
  'AlertTriangleIcon',
  <>
    <path d="m21.7 18-8-14a2 2 0 0 0-3.4 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.7-3Z" />
    <path d="M12 9v4M12 17h.01" />
  </>,
);
