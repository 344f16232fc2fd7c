import "server-only";

/** A Firebase call that did not answer in time: the request fails (503) instead of waiting out the client's retries. */
export class DeadlineError extends Error {
  override name = "DeadlineError";
}

/**
 * The same object with every method that returns a promise held to `ms`: past it the promise
 * rejects with a DeadlineError. The client library keeps retrying in the background and its
 * result is dropped; what matters is that a visitor gets an answer while the database is down.
 * Until one call has succeeded the limit is `firstMs`: the first call loads the client (gRPC,
 * its protocol files, credentials), which takes seconds on a cold instance.
 */
export function withDeadline<T extends object>(target: T, ms: number, service: string, firstMs = ms * 5): T {
  let warm = false;
  return new Proxy(target, {
    get(object, property, receiver) {
      const value = Reflect.get(object, property, receiver);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        const result: unknown = value.apply(object, args);
        if (!(result instanceof Promise)) return result;
        const limit = warm ? ms : firstMs;
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new DeadlineError(`${service}: no answer within ${limit} ms (${String(property)})`)), limit);
        });
        result.then(
          () => {
            warm = true;
          },
          () => undefined,
        );
        return Promise.race([result, late]).finally(() => clearTimeout(timer));
      };
    },
  });
}
