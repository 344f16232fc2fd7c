// The Node-API release of better-sqlite3, installed under an alias (lib/primitives/sqlite-driver.ts); same API.
declare module "better-sqlite3-node22" {
  import Database from "better-sqlite3";
  export = Database;
}
