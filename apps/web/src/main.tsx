import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import { installStaleChunkReload } from './lib/stale-chunk-reload.ts';

installStaleChunkReload();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The first render is a transition: React draws the app in slices and lets the browser answer between them,
// instead of one long task right after the first paint (issue 10: on a phone, the sign-in page's was 700 ms at 4×
// slower CPU). Until it is drawn, index.html's first-paint frame stays on screen.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});
