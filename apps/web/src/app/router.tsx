import { createBrowserRouter } from 'react-router';
import { routes } from './routes-config.tsx';

/** The browser router of the site (DESIGN §3: react-router in library mode). */
export const router = createBrowserRouter(routes);
