// The hostile-input suite (tests/hostile-input.test.ts) attacks every endpoint of the admin API's
// contract: an endpoint added to the contract and not to tests/support/hostile-endpoints.ts (or to
// its NOT_ATTACKED, with the reason) fails here.
import { describe, expect, test } from "bun:test";
import { contractEndpoints, covers } from "./support/contract-endpoints.ts";
import { pathTo } from "../client/contract/endpoint.ts";
import { LISTS } from "../client/contract/lists.ts";
import {
  FORM_ENDPOINTS,
  JSON_ENDPOINTS,
  METHOD_PATHS,
  NOT_ATTACKED,
  PARAM_ENDPOINTS,
  READ_ENDPOINTS,
  UNKNOWN_ID,
} from "./support/hostile-endpoints.ts";

/** What the suite sends, by method ("*": odd methods and a polluted query, the GET among them). */
const attacked = [
  ...JSON_ENDPOINTS.map(({ method, path }) => ({ methods: [method], path })),
  ...FORM_ENDPOINTS.map(({ method, path }) => ({ methods: [method], path })),
  ...READ_ENDPOINTS.map((path) => ({ methods: ["GET"], path })),
  // A prefix the suite ends with a hostile value.
  ...PARAM_ENDPOINTS.map((prefix) => ({ methods: ["GET"], path: `${prefix}value` })),
  ...METHOD_PATHS.map((path) => ({ methods: ["GET", "PUT", "DELETE", "PATCH"], path })),
];

describe("the hostile-input suite's endpoints", () => {
  test("every endpoint of the contract is attacked, or named as left alone with the reason", async () => {
    const endpoints = await contractEndpoints();
    expect(endpoints.size).toBeGreaterThan(90);
    const missed = [...endpoints]
      .filter(([, { method, path }]) => !(`${method} ${path}` in NOT_ATTACKED))
      .filter(([, { method, path }]) => !attacked.some((sent) => sent.methods.includes(method) && covers(path, sent.path)))
      .map(([name, { method, path }]) => `${name}: ${method} ${path}`);
    expect(missed).toEqual([]);
  });

  test("every declared list's create is sent only values that must be refused, and its update an id no record has", async () => {
    for (const list of LISTS) {
      const { add, update } = (await list.contract()).endpoints;
      const sent = JSON_ENDPOINTS.filter(
        ({ method, path }) => (method === add.method && path === add.path) || (method === update.method && covers(update.path, path)),
      );
      expect(sent.map(({ method, path, creates }) => ({ method, path, creates: !!creates }))).toEqual([
        { method: add.method, path: add.path, creates: true },
        { method: update.method, path: pathTo(update.path, { id: UNKNOWN_ID }), creates: false },
      ]);
    }
  });

  test("what is left alone is an endpoint of the contract, said why", async () => {
    const declared = new Set([...(await contractEndpoints()).values()].map(({ method, path }) => `${method} ${path}`));
    for (const [endpoint, why] of Object.entries(NOT_ATTACKED)) {
      expect({ endpoint, declared: declared.has(endpoint) }).toEqual({ endpoint, declared: true });
      expect(why.length).toBeGreaterThan(20);
    }
  });
});
