import "server-only";
import BetterSqlite3 from "better-sqlite3";

export const Database = BetterSqlite3;

export type Database = BetterSqlite3.Database;
