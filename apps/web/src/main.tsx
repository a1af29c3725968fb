import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders.tsx';
import { whenRouterStarted } from './app/firstPaint.ts';
import { installNavigationGuards } from './app/guards/navigationGuards.ts';
import { firstLanguageOf } from './app/guards/language.ts';
import { createAppRouter } from './app/router.tsx';
import { initI18n } from './lib/i18n/index.ts';
import './index.css';

async function startApp(rootElement: HTMLElement): Promise<void> {
  const firstLanguage = firstLanguageOf(window.location.search, localStorage);
  try {
    await initI18n(firstLanguage);
  } catch (error) {
    // Without its locale the page shows keys; that still beats an empty page.
    console.error('Could not load the interface language', error);
  }
  const router = createAppRouter();
  installNavigationGuards(router);
  // The server's first content of the page is on screen: it stays until React can show the page itself.
  if (rootElement.hasChildNodes()) await whenRouterStarted(router);
  createRoot(rootElement).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

const rootElement = document.getElementById('root');
if (rootElement) void startApp(rootElement);
