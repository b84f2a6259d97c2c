import { makeIcon } from '../make.tsx';

export const FilterIcon = makeIcon('FilterIcon', <path d="M22 3H2l8 9.46V19l4 2v-8.54z" />);
