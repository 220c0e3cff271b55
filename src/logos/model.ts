// What the logo endpoints accept: the contract's schemas (client/contract/logos.ts). Multipart
// forms are read by hand (see media/upload-form.ts) and checked against the same schemas.
export { DeleteLogoBody, LogoForm, LogoIdParams, LogoUpdateForm } from "../../client/contract/logos.ts";
