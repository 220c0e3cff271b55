// The hostile-input suite's attacks on a declared list (client/contract/list.ts), made from its
// contract, so a list registered in client/contract/lists.ts is attacked without a line of its
// own in hostile-endpoints.ts: its create with every field of a schema-valid body in turn made
// one the server must refuse (`creates`: the valid body itself is never sent, as it would be
// stored), its update of a record that does not exist with a schema-valid body (a 404 whatever
// its fields say), its list read, and odd methods at both paths.
import type { TObject, TSchema } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import type { AnyListContract } from "../../client/contract/list.ts";

/** Strings tried, in turn, for a field Value.Create cannot fill validly (a pattern, a non-blank rule). */
const CANDIDATES = ["Hostile", "hostile", "a", "a-b", "https://example.com/"];

/** A value of the schema: its default one, or a candidate string it accepts. */
function validValue(schema: TSchema): unknown {
  const made = (() => {
    try {
      return Value.Create(schema);
    } catch {
      return undefined;
    }
  })();
  if (made !== undefined && Value.Check(schema, made)) return made;
  return CANDIDATES.find((candidate) => Value.Check(schema, candidate));
}

/** Every field of the body, optional ones too, each with a value its schema accepts; throws, naming the list, when the body is not valid. */
function validBody(list: AnyListContract, schema: TObject): Record<string, unknown> {
  const body = Object.fromEntries(Object.entries(schema.properties).map(([field, inner]) => [field, validValue(inner)]));
  if (!Value.Check(schema, body)) throw new Error(`${list.name}: no schema-valid body could be made for ${JSON.stringify(body)}`);
  return body;
}

export type ListAttacks = {
  json: { method: string; path: string; valid: Record<string, unknown>; creates?: boolean }[];
  reads: string[];
  methods: string[];
};

/** The attacks on one declared list; `unknownId`: an id no record has, which must pass the list's id schema. */
export function listAttacks(list: AnyListContract, unknownId: string): ListAttacks {
  if (list.id && !Value.Check(list.id, unknownId)) throw new Error(`${list.name}: ${unknownId} is not an id its schema accepts`);
  const { add, update, list: read } = list.endpoints;
  const unknown = update.path.replace(":id", unknownId);
  return {
    json: [
      { method: add.method, path: add.path, valid: validBody(list, list.create), creates: true },
      { method: update.method, path: unknown, valid: validBody(list, list.update) },
    ],
    reads: [read.path],
    methods: [unknown],
  };
}
