// A page module loaded on demand, so each page (and the whole admin) is its own chunk. The
// server and the browser both call preload() for the matched route before rendering, so the
// first render never suspends: SSR needs no inline scripts and hydration matches exactly.
// Later client-side navigations fall back to React.lazy under the app's Suspense boundary.
import { createElement, lazy, type ComponentType } from "react";

export type PageProps<D = unknown> = { params: Record<string, string | undefined>; data: D };
type PageModule = { default: ComponentType<PageProps<any>> };

/** A component loaded on demand: drawn at once when preloaded, else through React.lazy. */
export type LazyComponent<P> = {
  preload(): Promise<void>;
  Component: ComponentType<P>;
};

export type LazyPage = LazyComponent<PageProps<any>> & {
  /** The module's path from the repo root: the server preloads its built chunk. */
  module: string;
};

export function lazyPage(module: string, load: () => Promise<PageModule>): LazyPage {
  return { module, ...lazyComponent(async () => (await load()).default) };
}

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  const remember = async () => {
    loaded = await load();
    return { default: loaded };
  };
  const Lazy = lazy(() =>
    remember().catch((error: unknown) => {
      // The chunk is gone (the site was redeployed since this tab loaded) or the network failed:
      // load the new URL in full, which the server renders, instead of a blank app.
      if (typeof window === "undefined") throw error;
      window.location.reload();
      return new Promise<never>(() => {});
    }),
  );
  return {
    preload: async () => {
      if (!loaded) await remember();
    },
    // biome-ignore lint/correctness/noComponentHookFactories: made once per route at module load (routes.tsx), never during a render
    Component: (props) => createElement(loaded ?? Lazy, props),
  };
}
