import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './mantine-styles.ts';
import './worker-app.css';
import { WorkerApp } from './worker-app.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root');

createRoot(root).render(
  <StrictMode>
    <WorkerApp />
  </StrictMode>,
);
