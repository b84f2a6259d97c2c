import { makeIcon } from '../make.tsx';

export const ChevronLeftIcon = makeIcon('ChevronLeftIcon', <path d="m15 18-6-6 6-6" />);
