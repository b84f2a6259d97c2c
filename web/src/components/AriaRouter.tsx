import type { ReactNode } from 'react';
import { useRouter, type NavigateOptions, type ToOptions } from '@tanstack/react-router';
import { RouterProvider } from 'react-aria-components';

declare module 'react-aria-components' {
  interface RouterConfig {
    href: ToOptions['to'] | (string & {});
    routerOptions: Omit<NavigateOptions, keyof ToOptions>;
  }
}

/** Lets ui-kit links, tabs and menu items (react-aria) navigate through the TanStack router. */
export function AriaRouter({ children }: { children: ReactNode }) {
  const router = useRouter();
  return (
    <RouterProvider
      navigate={(to, options) => router.navigate({ ...options, to: to as ToOptions['to'] })}
      useHref={(to) => router.buildLocation({ to: to as ToOptions['to'] }).href}
    >
      {children}
    </RouterProvider>
  );
}
