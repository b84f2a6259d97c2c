import { makeIcon } from '../make.tsx';

export const PlusIcon = makeIcon('PlusIcon', <path d="M12 5v14M5 12h14" />);
