import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from '@/app/providers';
import { AppRouter } from '@/app/router';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The first render is a transition: React renders it in short slices of work and lets the browser
// handle input and network in between, rather than one long task per screen that loads.
const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <Providers>
        <AppRouter />
      </Providers>
    </StrictMode>,
  ),
);
