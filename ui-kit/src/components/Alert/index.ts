export { Alert, type AlertProps, type AlertVariant } from './Alert.tsx';
