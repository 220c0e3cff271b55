import { expect, test } from "bun:test";
import type { PortfolioItem, PortfolioTabItems } from "../../../client/contract/portfolio.ts";
import { featuredWork } from "./featured.ts";

const item = (tab: string, title: string) => ({ _id: title, tab, title }) as PortfolioItem;
const tab = (slug: string, ...titles: string[]): PortfolioTabItems => ({ slug, label: slug, items: titles.map((title) => item(slug, title)) });

test("one piece per tab, in the tabs' order, skipping empty tabs, at most three", () => {
  const tabs = [tab("posters", "A", "B"), tab("motion"), tab("cgi", "C"), tab("stills", "D", "E"), tab("brochure", "F")];
  expect(featuredWork(tabs).map((piece) => piece.title)).toEqual(["A", "C", "D"]);
  expect(featuredWork([tab("posters", "A", "B")]).map((piece) => piece.title)).toEqual(["A"]);
  expect(featuredWork([tab("motion")])).toEqual([]);
});
