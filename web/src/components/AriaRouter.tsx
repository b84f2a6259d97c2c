import { useCallback, type ReactNode } from 'react';
import { useRouter, type NavigateOptions, type ToOptions } from '@tanstack/react-router';
import { CellLinkProvider } from '@workbench/ui-kit';
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

/** Whether an href is a whole address with its own scheme (mailto:, tel:, https:) rather than a path in the app. */
const hasScheme = (to: string) => /^[a-z][a-z\d+.-]*:/i.test(to);

/**
 * Lets ui-kit links, tabs and menu items (react-aria) navigate through the TanStack router, and the plain
 * links of long tables' cells (CellLink, whose href is already the finished address) too.
 */
export function AriaRouter({ children }: { children: ReactNode }) {
  const router = useRouter();
  // Kept the same between renders: react-aria gives every link a new router context when these change.
  const navigate = useCallback(
    (to: string | undefined, options?: Omit<NavigateOptions, keyof ToOptions>) => void router.navigate({ ...options, ...target(to) }),
    [router],
  );
  // An address with a scheme of its own (mailto:, tel:, https:) is the browser's to follow, not a path in the app.
  const useHref = useCallback((to: string | undefined) => (to && hasScheme(to) ? to : router.buildLocation(target(to)).href), [router]);
  const navigateTo = useCallback((href: string) => navigate(href), [navigate]);
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      <CellLinkProvider navigate={navigateTo}>{children}</CellLinkProvider>
    </RouterProvider>
  );
}
