import { makeIcon } from '../make.tsx';

export const EditIcon = makeIcon('EditIcon', <path d="M17 3a2.85 2.85 0 1 1 4 4L7.5 20.5 2 22l1.5-5.5Z" />);
