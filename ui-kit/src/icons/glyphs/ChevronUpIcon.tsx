import { makeIcon } from '../make.tsx';

export const ChevronUpIcon = makeIcon('ChevronUpIcon', <path d="m18 15-6-6-6 6" />);
