import { makeIcon } from '../make.tsx';

export const AlertCircleIcon = makeIcon(
  'AlertCircleIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4M12 16h.01" />
  </>,
);
