import { makeIcon } from '../make.tsx';

export const SendIcon = makeIcon('SendIcon', <path d="m22 2-7 20-4-9-9-4Zm0 0L11 13" />);
