import { makeIcon } from '../make.tsx';

export const ArrowLeftIcon = makeIcon('ArrowLeftIcon', <path d="M19 12H5M12 19l-7-7 7-7" />);
