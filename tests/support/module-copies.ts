import { expect, vi } from "vitest";

/**
 * Two separate instances of one module in this process, the way Next bundles a server module into
 * several chunks: vi.resetModules between the imports gives the second its own module state.
 */
export async function twoCopies<T>(load: () => Promise<T>): Promise<[T, T]> {
  const first = await load();
  vi.resetModules();
  const second = await load();
  expect(second).not.toBe(first);
  return [first, second];
}
