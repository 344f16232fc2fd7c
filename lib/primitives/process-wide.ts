/**
 * One value per process, created on first use. Next bundles a server module into every chunk that
 * imports it (instrumentation, route handlers, pages), each copy with its own module state; a value
 * every copy must agree on (an open database, a connection pool, the writes in progress) lives on
 * the global object under a registered symbol instead.
 */
export function processWide<T>(name: string, create: () => T): T {
  const key = Symbol.for(name);
  const global = globalThis as typeof globalThis & { [key: symbol]: T | undefined };
  global[key] ??= create();
  return global[key];
}
