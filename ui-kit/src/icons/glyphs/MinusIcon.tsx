import { makeIcon } from '../make.tsx';

export const MinusIcon = makeIcon('MinusIcon', <path d="M5 12h14" />);
