import "server-only";
import { requestScope } from "@/lib/primitives/request-scope";

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
        const scope = requestScope().getStore();
        // One deadline per request: once a call has gone unanswered, the rest fail at once, and a
        // call made while an earlier one still waits (its caller gave up on it) has only what is left.
        if (scope?.dependencyDown) return Promise.reject(new DeadlineError(`${service}: did not answer earlier in this request (${String(property)})`));
        const result: unknown = value.apply(object, args);
        if (!(result instanceof Promise)) return result;
        const startedAt = performance.now();
        const waitingSince = scope?.waitingSince ?? startedAt;
        if (scope) scope.waitingSince = waitingSince;
        const limit = Math.max(0, (warm ? ms : firstMs) - (startedAt - waitingSince));
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<never>((_, reject) => {
          timer = setTimeout(() => {
            if (scope) scope.dependencyDown = true;
            reject(new DeadlineError(`${service}: no answer within ${limit} ms (${String(property)})`));
          }, limit);
        });
        const answered = () => {
          if (scope) scope.waitingSince = undefined;
        };
        result.then(() => {
          warm = true;
          answered();
        }, answered);
        return Promise.race([result, late]).finally(() => clearTimeout(timer));
      };
    },
  });
}

export interface BuildReads {
  ms: number;
  attempts: number;
  /** The one-line error the build fails with: what it read, and what it needs to read it. */
  failure: (cause: string) => string;
}

// A build pre-renders every page in one go: a slow answer is waited for and tried again, not a visitor's 503.
export function withBuildRetries<T extends object>(target: T, service: string, { ms, attempts, failure }: BuildReads): T {
  const patient = withDeadline(target, ms, service, ms);
  return new Proxy(patient, {
    get(object, property, receiver) {
      const value = Reflect.get(object, property, receiver);
      if (typeof value !== "function") return value;
      return async (...args: unknown[]) => {
        let cause = "";
        for (let attempt = 1; attempt <= attempts; attempt++) {
          try {
            return await value.apply(object, args);
          } catch (error) {
            cause = (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";
          }
        }
        throw new Error(failure(cause));
      };
    },
  });
}
