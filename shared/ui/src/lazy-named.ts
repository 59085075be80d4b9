import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React's `lazy` for a named export: `lazyNamed(() => import('./garage-popover.tsx'), 'GaragePopover')`. `lazy` takes
 * only a module's default export, and the shop's modules export components by name.
 */
export function lazyNamed<Props, Name extends string>(
  load: () => Promise<{ [Key in Name]: ComponentType<Props> }>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
