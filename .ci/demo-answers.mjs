// Runs the README's first command, `bash scripts/demo.sh` (install if needed, build, then serve), and checks the site answers with its demo
// content, then stops it. CI_DEMO_PORT moves it (3340 by default).
import { spawn } from "node:child_process";

const port = process.env.CI_DEMO_PORT || "3340";
const origin = `http://127.0.0.1:${port}`;
const deadline = Date.now() + 20 * 60_000;

const demo = spawn("bash", ["scripts/demo.sh"], { env: { ...process.env, PORT: port }, stdio: "inherit", detached: true });
let exited = null;
demo.on("exit", (code, signal) => {
  exited = signal ?? code;
});

/** The page, or undefined while nothing listens yet or it is too busy to answer; any other failure is thrown. */
async function page(path) {
  try {
    const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(30_000) });
    return { status: response.status, body: await response.text() };
  } catch (error) {
    if (error?.cause?.code === "ECONNREFUSED" || error?.name === "TimeoutError") return undefined;
    throw error;
  }
}

let failure;
try {
  let home;
  while (exited === null && Date.now() < deadline) {
    home = await page("/");
    if (home) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!home) throw new Error(exited === null ? "the demo did not answer within 20 minutes" : `the demo exited (${exited})`);
  if (home.status !== 200 || !home.body.includes("Lexor")) throw new Error(`GET / answered ${home.status}`);
  const blog = await page("/blog");
  if (blog?.status !== 200 || !/<article|href="\/blog\//.test(blog.body)) throw new Error(`GET /blog answered ${blog?.status} without posts`);
  console.info(`The demo answers on ${origin}: / and /blog with its demo posts.`);
} catch (error) {
  failure = error;
} finally {
  if (exited === null) {
    const stopped = new Promise((resolve) => demo.on("exit", resolve));
    process.kill(-demo.pid, "SIGTERM");
    await stopped;
  }
}
if (failure) {
  console.error(failure.cause ? `${failure.message}: ${failure.cause.message}` : failure.message);
  process.exit(1);
}
