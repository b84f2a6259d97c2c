import { makeIcon } from '../make.tsx';

export const ChevronDownIcon = makeIcon('ChevronDownIcon', <path d="m6 9 6 6 6-6" />);
