export { Dialog, DialogTrigger, type DialogProps } from './Dialog.tsx';
