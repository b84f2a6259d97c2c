export { ToastProvider, useToast, TOAST_DEFAULT_DURATION, TOAST_SWIPE_THRESHOLD, TOAST_LIMIT, type ToastProviderProps } from './Toast.tsx';
export { toastClearance, useToastClearance } from './useToastClearance.ts';
export { createToastStore, type ToastOptions, type ToastHandle, type ToastVariant, type ToastStore } from './toastStore.ts';
