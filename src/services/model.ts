// What the service-card endpoints accept: the contract's schemas (client/contract/services.ts).
export { OrderBody } from "../../client/contract/common.ts";
export { CardIdParams, CardServiceParams, ServiceCardForm } from "../../client/contract/services.ts";
