import { makeIcon } from '../make.tsx';

export const XIcon = makeIcon('XIcon', <path d="M18 6 6 18M6 6l12 12" />);
