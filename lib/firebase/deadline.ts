import "server-only";

/** A Firebase call that did not answer in time: the request fails (503) instead of waiting out the client's retries. */
export class DeadlineError extends Error {
  override name = "DeadlineError";
}

/**
 * The same object with every method that returns a promise held to `ms`: past it the promise
 * rejects with a DeadlineError. The client library keeps retrying in the background and its
 * result is dropped; what matters is that a visitor gets an answer while the database is down.
 */
export function withDeadline<T extends object>(target: T, ms: number, service: string): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      const value = Reflect.get(object, property, receiver);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        const result: unknown = value.apply(object, args);
        if (!(result instanceof Promise)) return result;
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new DeadlineError(`${service}: no answer within ${ms} ms (${String(property)})`)), ms);
        });
        result.catch(() => undefined);
        return Promise.race([result, late]).finally(() => clearTimeout(timer));
      };
    },
  });
}
