import { describe, expect, it } from "vitest";
import { DeadlineError, withBuildRetries, withDeadline } from "@/lib/primitives/firebase/deadline";
import { requestScope } from "@/lib/primitives/request-scope";

const hung = { read: () => new Promise<never>(() => {}), answer: async () => "ok" };

describe("a Firestore deadline", () => {
  it("is one per request: a call made while another waits has what is left, and after one expires the rest fail at once", async () => {
    const store = withDeadline(hung, 2_000, "Firestore", 2_000);
    const scope = { dependencyDown: false };
    await requestScope().run(scope, async () => {
      const first = store.read().catch((error: unknown) => error);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const second = performance.now();
      await expect(store.read()).rejects.toBeInstanceOf(DeadlineError);
      // Its own deadline would be 2 s; what was left of the first call's is about 1 s.
      expect(performance.now() - second).toBeLessThan(1_900);
      expect(await first).toBeInstanceOf(DeadlineError);
      expect(scope.dependencyDown).toBe(true);
      const before = performance.now();
      await expect(store.answer()).rejects.toThrow(/did not answer earlier in this request/);
      expect(performance.now() - before).toBeLessThan(500);
    });
  });

  it("leaves requests apart: a new request waits its own deadline", async () => {
    const store = withDeadline(hung, 100, "Firestore", 100);
    await requestScope().run({ dependencyDown: false }, () => expect(store.read()).rejects.toBeInstanceOf(DeadlineError));
    await requestScope().run({ dependencyDown: false }, () => expect(store.answer()).resolves.toBe("ok"));
  });

  it("in a build, is waited out and tried again, then fails in one line naming what it read", async () => {
    let calls = 0;
    const failing = { read: async () => Promise.reject(new Error(`Could not load the default credentials (${++calls})\nstack`)) };
    const store = withBuildRetries(failing, "Firestore", { ms: 1_000, attempts: 3, failure: (cause) => `The build could not read Firestore: ${cause}` });
    await expect(store.read()).rejects.toThrow(/^The build could not read Firestore: Could not load the default credentials \(3\)$/);
    expect(calls).toBe(3);
  });
});
