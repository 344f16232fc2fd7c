import "server-only";
import type BetterSqlite3 from "better-sqlite3";
import betterSqlite3ForNode20 from "better-sqlite3";
import betterSqlite3NodeApi from "better-sqlite3-node22";

/**
 * better-sqlite3 in the version the running Node supports. 12 (a V8 addon) aborts on Node 24 when
 * its statements are freed at shutdown (`Assertion failed: (env) != nullptr`, nodejs/node#65446);
 * 13 is built on Node-API and fixes that, but needs Node 22 or newer. Both have the same API; the
 * addon itself is loaded only when a database is opened, so importing both costs nothing.
 */
export const Database: typeof BetterSqlite3 =
  Number(process.versions.node.split(".")[0]) >= 22 ? betterSqlite3NodeApi : betterSqlite3ForNode20;

export type Database = BetterSqlite3.Database;
