import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { AriaRouter } from '../components/AriaRouter.tsx';
import { FocusOnNavigate } from '../components/FocusOnNavigate.tsx';
import { NotFoundPage } from '../components/StatusPages.tsx';
import type { RouterContext } from '../router.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <AriaRouter>
      <FocusOnNavigate />
      <Outlet />
    </AriaRouter>
  ),
  notFoundComponent: NotFoundPage,
});
