import { makeIcon } from '../make.tsx';

export const LayersIcon = makeIcon(
  'LayersIcon',
  <>
    <path d="m12 2 10 5-10 5L2 7Z" />
    <path d="m2 17 10 5 10-5M2 12l10 5 10-5" />
  </>,
);
