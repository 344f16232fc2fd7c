import { Database } from "@/lib/primitives/sqlite-driver";
import type { CollectionName } from "@/lib/ports/documents/port";

/**
 * Every document of a collection in a SQLite documents file, read on a connection of its own: for
 * checks the port has no query for (it lists no collection).
 */
export function sqliteDocuments<T = Record<string, unknown>>(file: string, collection: CollectionName): Array<{ id: string; data: T }> {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare<[string], { id: string; data: string }>("SELECT id, data FROM documents WHERE collection = ? ORDER BY id")
      .all(collection)
      .map((row) => ({ id: row.id, data: JSON.parse(row.data) as T }));
  } finally {
    db.close();
  }
}
