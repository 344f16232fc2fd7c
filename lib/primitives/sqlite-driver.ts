import "server-only";
import type BetterSqlite3 from "better-sqlite3";
import betterSqlite3ForNode20 from "better-sqlite3";
import betterSqlite3NodeApi from "better-sqlite3-node22";

// 12 (a V8 addon) aborts on Node 24 when statements are freed at shutdown (nodejs/node#65446); 13 uses Node-API but needs Node 22+.
export const Database: typeof BetterSqlite3 =
  Number(process.versions.node.split(".")[0]) >= 22 ? betterSqlite3NodeApi : betterSqlite3ForNode20;

export type Database = BetterSqlite3.Database;
