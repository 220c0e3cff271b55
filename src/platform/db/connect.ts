import postgres from "postgres";

export type Sql = postgres.Sql;
/** Where a query can run: the pool, or inside a transaction it began. */
export type Queries = Sql | postgres.TransactionSql;

export type DatabaseOptions = {
  /** Embedded PGlite is a single session: one connection keeps transactions whole. */
  embedded: boolean;
};

export function connectDatabase(url: string, { embedded }: DatabaseOptions): Sql {
  return postgres(url, {
    max: embedded ? 1 : 10,
    // Fail a request quickly when the database is away instead of queueing it for minutes.
    connect_timeout: 5,
    // postgres.js waits longer after each failed connect (up to 20 s by default), and queries
    // queued meanwhile wait with it: a page render held that long during an outage, and the
    // site took as long to notice the database was back. At most a second between tries.
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 1),
    idle_timeout: 30,
    onnotice: () => {},
    // snake_case columns become camelCase fields here, at the one edge. Only column names:
    // postgres.camel would also rename the keys inside json/jsonb values, so a page document's
    // `a_b` would come back as `aB` and no longer match its schema (tests/api/pages.test.ts).
    transform: { column: { from: postgres.toCamel, to: postgres.fromCamel }, undefined: null },
  });
}
