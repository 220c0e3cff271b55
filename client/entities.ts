// One type per entity, shared by the server (which builds them from rows) and the browser.

/** A client logo on the home strip; a logo without an image is shown as its name. */
export type Logo = { _id: string; name: string; image: string | null };

/** A client review: `primarytitle` is the quote, `title` the emphasised highlight. */
export type Client = {
  _id: string;
  name: string;
  primarytitle: string;
  title: string;
  profileimg: string | null;
};

/** What the server reads for a page before rendering it, by the route's `data` kind. */
export type PageDataMap = {
  home: { logos: Logo[]; clients: Client[] };
};
export type PageDataKind = keyof PageDataMap;

/** Every API answer carries these two fields (see DESIGN.md, API contract). */
export type ApiAnswer<T = object> = { success: boolean; message: string } & Partial<T>;
