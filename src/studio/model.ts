// What the studio endpoint accepts: the contract's Studio schema (client/contract/studio.ts).
export { Studio } from "../../client/contract/studio.ts";
