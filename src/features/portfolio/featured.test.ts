import { expect, test } from "bun:test";
import type { PortfolioItem, PortfolioTabItems } from "../../../client/contract/portfolio.ts";
import { featuredWork } from "./featured.ts";

const item = (tab: string, title: string, projectId: string | null = null) => ({ _id: title, tab, title, projectId }) as PortfolioItem;
const tab = (slug: string, ...titles: string[]): PortfolioTabItems => ({
  _id: slug,
  slug,
  label: slug,
  heading: slug,
  intro: "",
  style: slug === "motion" ? "films" : "items",
  hidden: false,
  items: titles.map((title) => item(slug, title)),
});

test("one piece per tab, in the tabs' order, skipping empty tabs, at most three", () => {
  const tabs = [tab("posters", "A", "B"), tab("motion"), tab("cgi", "C"), tab("stills", "D", "E"), tab("brochure", "F")];
  expect(featuredWork([], tabs).map((piece) => piece.title)).toEqual(["A", "C", "D"]);
  expect(featuredWork([], [tab("posters", "A", "B")]).map((piece) => piece.title)).toEqual(["A"]);
  expect(featuredWork([], [tab("motion")])).toEqual([]);
});

test("featured projects first, then the tabs' first pieces, a project never twice", () => {
  const boat = item("cgi", "Boat", "boat-id");
  const tabs = [tab("posters", "A"), { ...tab("cgi"), items: [{ ...boat, _id: "entry" }] }, tab("stills", "D")];
  expect(featuredWork([boat], tabs).map((piece) => piece.title)).toEqual(["Boat", "A", "D"]);
  expect(featuredWork([boat, item("", "Whisky", "w"), item("", "Perfume", "p"), item("", "Four", "f")], tabs).map((p) => p.title)).toEqual([
    "Boat",
    "Whisky",
    "Perfume",
  ]);
});
