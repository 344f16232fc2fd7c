/** A named check of the reliability suite; it throws to fail. */
export interface Check {
  group: string;
  name: string;
  run: () => Promise<void>;
}

export interface Outcome {
  group: string;
  name: string;
  passed: boolean;
  ms: number;
  detail?: string;
}

/** Thrown when a check needs a route the running site does not have: a failure that says so. */
export class MissingRoute extends Error {
  override name = "MissingRoute";
}

export class CheckFailure extends Error {
  override name = "CheckFailure";
}

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new CheckFailure(message);
}

export function assertEqual<T>(actual: T, expected: T, what: string): void {
  if (actual !== expected) throw new CheckFailure(`${what}: expected ${String(expected)}, got ${String(actual)}`);
}

/** Runs checks one after another (they share one server and database), printing each outcome. */
export async function runChecks(checks: Check[], log = (line: string) => console.info(line)): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let group = "";
  for (const check of checks) {
    if (check.group !== group) {
      group = check.group;
      log(`\n${group}`);
    }
    const started = performance.now();
    try {
      await check.run();
      const ms = Math.round(performance.now() - started);
      outcomes.push({ group: check.group, name: check.name, passed: true, ms });
      log(`  ✓ ${check.name} (${ms} ms)`);
    } catch (error) {
      const ms = Math.round(performance.now() - started);
      const detail =
        error instanceof MissingRoute || error instanceof CheckFailure ? error.message : String(error instanceof Error ? (error.stack ?? error) : error);
      outcomes.push({ group: check.group, name: check.name, passed: false, ms, detail });
      log(`  ✗ ${check.name} (${ms} ms)\n      ${detail.split("\n").join("\n      ")}`);
    }
  }
  return outcomes;
}

/** Runs a suite's `main` and exits with its code; a crash before the checks counts as one failure. */
export function runSuite(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      console.info("\n0 passed, 1 failed");
      process.exit(1);
    },
  );
}
