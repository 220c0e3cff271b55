// What the portfolio endpoints accept: the contract's schemas (client/contract/portfolio.ts).
export { OrderBody } from "../../client/contract/common.ts";
export { ItemIdParams, MotionBody, PortfolioItemForm, TabParams } from "../../client/contract/portfolio.ts";
