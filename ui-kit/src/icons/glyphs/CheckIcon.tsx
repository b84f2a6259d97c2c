import { makeIcon } from '../make.tsx';

export const CheckIcon = makeIcon('CheckIcon', <path d="M20 6 9 17l-5-5" />);
