import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { I18nProvider, ToastProvider } from '@workbench/ui-kit';
import { globalStyles } from '@workbench/ui-kit/theme';
import { createAppRouter } from './router.tsx';

// Nothing is retried, data never goes stale by itself and focus does not refetch;
// screens refresh what they change by invalidating queries after a mutation.
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

const router = createAppRouter(queryClient);

const root = document.getElementById('root')!;
root.className = globalStyles;

// The product writes US English whatever the browser's language: date fields read mm/dd/yyyy, as formatDate
// writes dates everywhere else.
createRoot(root).render(
  <StrictMode>
    <I18nProvider locale="en-US">
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </I18nProvider>
  </StrictMode>,
);
