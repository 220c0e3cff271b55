// The home hero's pieces of work: the first piece of each portfolio tab that has one, in the
// tabs' order, so the hero shows different disciplines and follows the owner's own ordering.
import type { PortfolioItem, PortfolioTabItems } from "../../../client/contract/portfolio.ts";

export const FEATURED_COUNT = 3;

export function featuredWork(tabs: PortfolioTabItems[], count = FEATURED_COUNT): PortfolioItem[] {
  return tabs.flatMap((tab) => tab.items.slice(0, 1)).slice(0, count);
}
