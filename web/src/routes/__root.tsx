import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { SignInPrompt } from '../auth/SignInPrompt.tsx';
import { AriaRouter } from '../components/AriaRouter.tsx';
import { FocusOnNavigate } from '../components/FocusOnNavigate.tsx';
import { NotFoundPage } from '../components/StatusPages.tsx';
import type { RouterContext } from '../router.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <AriaRouter>
      <FocusOnNavigate />
      <Outlet />
      <SignInPrompt />
    </AriaRouter>
  ),
  notFoundComponent: NotFoundPage,
});
