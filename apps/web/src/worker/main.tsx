import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './mantine-styles.ts';
import './worker-app.css';
import { WorkerApp } from './worker-app.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root');

// A transition: the first render yields to the browser every few milliseconds instead of
// holding a slow phone's main thread (the page's HTML shows the bar until it is done).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <WorkerApp />
    </StrictMode>,
  );
});
