import "server-only";

export class DeadlineError extends Error {
  override name = "DeadlineError";
}

// The client keeps retrying in the background, but the visitor gets an answer; `firstMs` covers a cold client loading gRPC and credentials.
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
