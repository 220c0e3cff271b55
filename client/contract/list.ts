// A managed list's contract, declared once (docs/decisions/0016-one-declaration.md): its name and
// label, the schema of one record, the bodies that create and change one, and its messages. Its endpoints (list, add, update, remove to the trash)
// and their answers come from that: the server's generated routes
// (src/platform/collections/crud-routes.ts) register them, and the admin calls them with `call`.
// A record carries its id as `_id`, as every record of the admin API does.
import { Type as t, type Static, type TObject, type TString } from "@sinclair/typebox";
import { Answer, type Message, type TrashedAnswer } from "./common.ts";
import { type AnyEndpoint, type Endpoint, endpoint } from "./endpoint.ts";

/** What the generated endpoints answer: loaded, added, saved, moved to the trash, or not found. */
type ListMessages = { loaded: string; notFound: string; added: string; updated: string; deleted: string };

type Spec<Name extends string, One extends string, Many extends string, R extends TObject, C extends TObject, U extends TObject> = {
  /** The list's name in API paths, the trash and the admin's address: "portfolio-tabs". */
  name: Name;
  /** One record, for messages and the activity log: "Portfolio tab". */
  label: string;
  /** The answer's key for one record ("tab") and for the list ("tabs"). */
  one: One;
  many: Many;
  record: R;
  /** The record's field that names it (in the admin's rows, the trash, the activity log). */
  title: Extract<keyof R["properties"], string>;
  create: C;
  update: U;
  /** The schema of a record's id where it is not a UUID. */
  id?: TString;
  messages: ListMessages;
};

type Endpoints<Name extends string, One extends string, Many extends string, R extends TObject, C extends TObject, U extends TObject> = {
  list: Endpoint<Message & { [K in Many]: Static<R>[] }, undefined, undefined, `/api/admin/${Name}`>;
  add: Endpoint<Message & { [K in One]: Static<R> }, Static<C>, undefined, `/api/admin/${Name}`>;
  update: Endpoint<Message & { [K in One]: Static<R> }, Static<U>, undefined, `/api/admin/${Name}/:id`>;
  remove: Endpoint<TrashedAnswer, undefined, undefined, `/api/admin/${Name}/:id`>;
};

/** Any list's contract, whatever its record: what the code working across lists takes. */
export type AnyListContract = Spec<string, string, string, TObject, TObject, TObject> & {
  // biome-ignore lint/suspicious/noExplicitAny: any list's endpoints, whatever its records
  endpoints: Record<"list" | "add", AnyEndpoint> & Record<"update" | "remove", Endpoint<any, any, undefined, `/api/admin/${string}/:id`>>;
  answers: { list: TObject; record: TObject };
};

type ListContract<
  Name extends string = string,
  One extends string = string,
  Many extends string = string,
  R extends TObject = TObject,
  C extends TObject = TObject,
  U extends TObject = TObject,
> = Spec<Name, One, Many, R, C, U> & {
  endpoints: Endpoints<Name, One, Many, R, C, U>;
  /** The answers' schemas, which the server checks its answers against. */
  answers: { list: TObject; record: TObject };
};

/** A list's contract and its endpoints, typed from its schemas. */
export function defineList<
  const Name extends string,
  const One extends string,
  const Many extends string,
  R extends TObject,
  C extends TObject,
  U extends TObject,
>(spec: Spec<Name, One, Many, R, C, U>): ListContract<Name, One, Many, R, C, U> {
  const path = `/api/admin/${spec.name}` as const;
  const at = `${path}/:id` as const;
  return {
    ...spec,
    endpoints: {
      list: endpoint<Message & { [K in Many]: Static<R>[] }>().get(path),
      add: endpoint<Message & { [K in One]: Static<R> }, Static<C>>().post(path),
      update: endpoint<Message & { [K in One]: Static<R> }, Static<U>>().patch(at),
      remove: endpoint<TrashedAnswer>().delete(at),
    },
    answers: { list: Answer({ [spec.many]: t.Array(spec.record) }), record: Answer({ [spec.one]: spec.record }) },
  };
}
