import { firstViewPainted } from './lib/first-view.ts';

// Async boundary: Module Federation sets up the shared singletons before any of them is imported. The app starts
// once the server-drawn first view is painted (lib/first-view.ts, firstViewPainted). Each shared library it needs is
// evaluated in a task of its own as its files arrive (@shop/federation's shares-in-turns.ts), not inside the app's
// first module evaluation.
void firstViewPainted().then(() => import('./bootstrap.tsx'));
