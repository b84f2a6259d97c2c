import { makeIcon } from '../make.tsx';

export const ChartIcon = makeIcon('ChartIcon', <path d="M3 3v18h18M18 17V9M13 17V5M8 17v-3" />);
