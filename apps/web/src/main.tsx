import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n/i18n.ts';
import './styles/global.css';
import { App } from './app/app.tsx';
import { installChunkReload } from './lib/chunk-reload.ts';

installChunkReload();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
