import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { sendPush } from "@/lib/features/content/push-client";

let server: http.Server | undefined;

afterEach(() => server?.close());

async function site(answers: Array<{ status: number; headers?: Record<string, string>; body: string }>) {
  const bodies: string[] = [];
  const listening = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    bodies.push(Buffer.concat(chunks).toString());
    const next = answers.shift() ?? { status: 500, body: "{}" };
    response.writeHead(next.status, { "content-type": "application/json", ...next.headers });
    response.end(next.body);
  });
  server = listening;
  await new Promise<void>((resolve) => listening.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(listening.address() as { port: number }).port}`, bodies };
}

describe("content:push's client", () => {
  it("sends the same body again after an instance busy with other pushes answers 503", async () => {
    const { url, bodies } = await site([
      { status: 503, headers: { "retry-after": "1" }, body: '{"error":"busy"}' },
      { status: 200, body: '{"changes":[],"refresh":"none"}' },
    ]);
    const answer = await sendPush(url, "lxr_token", [{ path: "posts/a.md", base64: "YQ==" }], false);
    expect(answer).toEqual({ status: 200, body: { changes: [], refresh: "none" } });
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toBe(bodies[0]);
  });

  it("gives up after five busy answers and reports the last", async () => {
    const busy = { status: 503, headers: { "retry-after": "0" }, body: '{"error":"busy"}' };
    const { url, bodies } = await site(Array.from({ length: 6 }, () => busy));
    const answer = await sendPush(url, "lxr_token", [{ path: "posts/a.md", base64: "YQ==" }], true);
    expect(answer).toEqual({ status: 503, body: { error: "busy" } });
    expect(bodies).toHaveLength(5);
  });
});
