import { firstViewPainted } from './lib/first-view.ts';

// Async boundary: Module Federation sets up the shared singletons before any of them is imported. The app starts
// once the server-drawn first view is painted (lib/first-view.ts, firstViewPainted).
void firstViewPainted().then(() => import('./bootstrap.tsx'));
