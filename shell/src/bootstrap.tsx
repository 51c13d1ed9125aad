import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { registerRemotesFromConfig } from './federation/remote-registry';
import { createShellRouter } from './router';

async function start() {
  await registerRemotesFromConfig();
  const router = await createShellRouter();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void start();
