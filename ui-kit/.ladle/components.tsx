import { useEffect, type ReactNode } from 'react';
import type { GlobalProvider } from '@ladle/react';
import { darkTheme, lightTheme } from '../src/theme/index.ts';
import { ToastProvider } from '../src/components/Toast/Toast.tsx';
import { frame } from './frame.css.ts';

/** Every story runs inside the app's theme, toast provider and a main landmark, as on a real screen. */
export const Provider: GlobalProvider = ({ children, globalState, storyMeta }) => {
  const dark = globalState.theme === 'dark';
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle(darkTheme, dark);
    root.classList.toggle(lightTheme, !dark);
  }, [dark]);
  return (
    <ToastProvider>
      <main className={frame} aria-label={storyMeta?.title ?? 'Story'}>
        {children as ReactNode}
      </main>
    </ToastProvider>
  );
};
