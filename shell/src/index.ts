import { firstViewPainted } from './lib/first-view.ts';

/**
 * The largest shared libraries the app starts with, asked for beside it. The federation runtime resolves each share
 * in a task of its own (@shop/federation's shares-in-turns.ts), and a library asked for alone is evaluated there, in
 * that task; asked for only by the app, every one of them was evaluated in the single task that runs the app's first
 * module (140 to 200 ms on a phone, README "Web performance"). Their files are the same ones the app loads.
 */
function evaluateLibrariesAhead(): void {
  const ahead = [import('react-dom/client'), import('react-router'), import('./lib/mantine-ahead.ts')];
  // The app asks for them again and reports a failure itself.
  for (const library of ahead) library.catch(() => undefined);
}

// Async boundary: Module Federation sets up the shared singletons before any of them is imported. The app starts
// once the server-drawn first view is painted (lib/first-view.ts, firstViewPainted).
void firstViewPainted().then(() => {
  evaluateLibrariesAhead();
  return import('./bootstrap.tsx');
});
