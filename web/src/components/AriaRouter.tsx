import type { ReactNode } from 'react';
import { useRouter, type NavigateOptions, type ToOptions } from '@tanstack/react-router';
import { RouterProvider } from 'react-aria-components';

declare module 'react-aria-components' {
  interface RouterConfig {
    href: ToOptions['to'] | (string & {});
    routerOptions: Omit<NavigateOptions, keyof ToOptions>;
  }
}

/**
 * A link's target for the router: a path, or a whole address with a query or hash (as `buildLocation(...).href`
 * writes it), which the router reads as an href so the query reaches the route's search.
 */
const target = (to: string | undefined) => (to && /[?#]/.test(to) ? { href: to } : { to: to as ToOptions['to'] });

/** Lets ui-kit links, tabs and menu items (react-aria) navigate through the TanStack router. */
export function AriaRouter({ children }: { children: ReactNode }) {
  const router = useRouter();
  return (
    <RouterProvider
      navigate={(to, options) => router.navigate({ ...options, ...target(to) })}
      useHref={(to) => router.buildLocation(target(to)).href}
    >
      {children}
    </RouterProvider>
  );
}
