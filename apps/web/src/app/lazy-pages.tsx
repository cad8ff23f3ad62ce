import { type ComponentType, createContext, lazy, type ReactNode, Suspense, use } from 'react';
import { LoadingScreen } from '../components/ui/loading-screen.tsx';

export type PageModule = { default: ComponentType };
/** Loaders of page modules, by their path from the web app's root, as the route table names them ('/src/…'). */
export type PageLoaders = Record<string, () => Promise<PageModule>>;

/**
 * An `import.meta.glob` of pages keyed as the route table names them. The globs are relative to the module that
 * makes them (`from`, its own path from the web app's root), so that they find the same files in the build (run
 * from the web app) and in the tests (run from the repository's root).
 */
export function pageLoaders(found: PageLoaders, from: string): PageLoaders {
  return Object.fromEntries(
    Object.entries(found).map(([file, load]) => [new URL(file, `file://${from}`).pathname, load]),
  );
}

/** Each page of `loaders` as an element: one lazy component per file, so that routes sharing a page (callbacks,
 * certificate form) share its state. `fallback` is shown while the page's code comes (a spinner by default). */
export function pageElements(loaders: PageLoaders): (file: string, fallback?: ReactNode) => ReactNode {
  const pages = new Map<string, ComponentType>();
  return (file, fallback = <LoadingScreen />) => {
    let Page = pages.get(file);
    if (!Page) {
      const load = loaders[file];
      if (!load) throw new Error(`Página sin módulo: ${file}`);
      Page = lazy(load);
      pages.set(file, Page);
    }
    return (
      <Suspense fallback={fallback}>
        <Page />
      </Suspense>
    );
  };
}

/**
 * The signed-in pages' elements, given by the app shell: their loaders (and the list of chunks each one needs)
 * arrive with the shell's chunk, so that a public page's first load does not carry them.
 */
export const ShellPages = createContext<((file: string) => ReactNode) | null>(null);

/** A signed-in page, rendered in the shell's outlet. */
export function ShellPage({ file }: { file: string }) {
  const element = use(ShellPages);
  if (!element) throw new Error(`Página del shell fuera del shell: ${file}`);
  return element(file);
}
