// Next bundles a server module into every chunk that imports it, each with its own state; this value lives on globalThis instead.
export function processWide<T>(name: string, create: () => T): T {
  const key = Symbol.for(name);
  const global = globalThis as typeof globalThis & { [key: symbol]: T | undefined };
  global[key] ??= create();
  return global[key];
}
