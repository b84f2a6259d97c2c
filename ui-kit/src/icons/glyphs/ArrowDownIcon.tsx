import { makeIcon } from '../make.tsx';

export const ArrowDownIcon = makeIcon('ArrowDownIcon', <path d="M12 5v14M19 12l-7 7-7-7" />);
