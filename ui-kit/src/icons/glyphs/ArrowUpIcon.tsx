import { makeIcon } from '../make.tsx';

export const ArrowUpIcon = makeIcon('ArrowUpIcon', <path d="M12 19V5M5 12l7-7 7 7" />);
