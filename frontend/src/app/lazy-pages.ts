import type { ComponentType } from 'react';
import { isValidElement, lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// Every page is its own chunk, so the landing page downloads only itself and the shell. A page's
// module is named after the page (HomePage.tsx exports HomePage): the chunk's name in the build's
// manifest, by which the server links the chunks and styles of the page it renders.
const pageModules = new Map<unknown, { name: string; load: () => Promise<unknown> }>();
export function page<Module>(load: () => Promise<Module>, name: keyof Module & string) {
  const component = lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));
  pageModules.set(component, { name, load });
  return component;
}

// Every lazy page loaded (the tests' setup: no chunk is left loading when a test file ends)
export const loadEveryPage = (): Promise<unknown[]> => Promise.all([...pageModules.values()].map((m) => m.load()));

// The routes an address matched, outer first (matchRoutes, or the server's static handler's
// context.matches: matching once per request, as React Router compiles each path as it matches)
export type Matched = readonly { route: RouteObject }[];

const pagesOf = (matches: Matched) =>
  matches.flatMap(({ route }) => {
    const module = isValidElement(route.element) ? pageModules.get(route.element.type) : undefined;
    return module ? [module] : [];
  });

// The modules of the lazy pages matched (their chunks' names in the build's manifest).
export const pageModulesOf = (matches: Matched): string[] => pagesOf(matches).map((module) => module.name);

// The lazy pages matched, loaded (the server's rendering: a page's own endpoints, which its
// feature's api.ts injects, exist from then on, and its answers can be put in the store)
export async function loadPages(matches: Matched): Promise<void> {
  await Promise.all(pagesOf(matches).map((module) => module.load()));
}
