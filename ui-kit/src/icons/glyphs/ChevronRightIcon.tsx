import { makeIcon } from '../make.tsx';

export const ChevronRightIcon = makeIcon('ChevronRightIcon', <path d="m9 18 6-6-6-6" />);
