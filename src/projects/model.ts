// What the project endpoints accept: the contract's schemas (client/contract/projects.ts).
export { OrderBody } from "../../client/contract/common.ts";
export {
  ProjectCreate,
  ProjectIdParams,
  ProjectImageForm,
  ProjectImageParams,
  ProjectImageUpdate,
  ProjectOrderBody,
  ProjectUpdate,
} from "../../client/contract/projects.ts";
