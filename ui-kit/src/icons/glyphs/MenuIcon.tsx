import { makeIcon } from '../make.tsx';

export const MenuIcon = makeIcon('MenuIcon', <path d="M4 6h16M4 12h16M4 18h16" />);
