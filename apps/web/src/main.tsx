import '@fontsource-variable/cairo';
import './styles/app.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { loadFirstScreen } from './app/first-screen';
import { CatchUpWithHistory } from './app/history';
import { AppRoutes } from './app/router';
import { initI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';

const queryClient = createQueryClient();
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// index.html asks for this script once its first paint is on screen (the splash, Home's first view).
// The first render waits for the strings of the saved language (index.html has already asked for
// them) and, briefly, for the first screen's data. It renders as a transition: React then works in
// slices of a few milliseconds and yields in between, instead of holding the main thread for the
// whole first render; it replaces index.html's first view, if any, when it commits.
void Promise.all([initI18n(), loadFirstScreen(queryClient)]).then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          {/* Synchronous location updates: the search box is fed by history state and must not lag keystrokes. */}
          <BrowserRouter useTransitions={false}>
            <CatchUpWithHistory />
            <AppRoutes />
          </BrowserRouter>
        </QueryClientProvider>
      </StrictMode>,
    ),
  ),
);
