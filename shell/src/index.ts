// Async boundary: Module Federation sets up the shared singletons before any of them is imported.
void import('./bootstrap.tsx');
