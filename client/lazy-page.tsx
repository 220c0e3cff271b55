// A page module loaded on demand, so each page (and the whole admin) is its own chunk. The
// server and the browser both call preload() for the matched route before rendering, so the
// first render never suspends: SSR needs no inline scripts and hydration matches exactly.
// Later client-side navigations fall back to React.lazy under the app's Suspense boundary.
import { createElement, lazy, type ComponentType } from "react";

export type PageProps<D = unknown> = { params: Record<string, string | undefined>; data: D };
type PageModule = { default: ComponentType<PageProps<any>> };

export type LazyPage = {
  /** The module's path from the repo root: the server preloads its built chunk. */
  module: string;
  preload(): Promise<void>;
  Component: ComponentType<PageProps<any>>;
};

export function lazyPage(module: string, load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType<PageProps<any>> | undefined;
  const remember = async () => {
    const mod = await load();
    loaded = mod.default;
    return mod;
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
    module,
    preload: async () => {
      if (!loaded) await remember();
    },
    Component: (props) => createElement(loaded ?? Lazy, props),
  };
}
