// A real SMTP server for the end-to-end run, with a small HTTP control API on another port so
// tests (in other processes) can read what arrived and stop or restart the SMTP side.
//   GET  /messages        every message received, parsed
//   GET  /envelopes       every message's Message-ID and envelope only (small, for counting)
//   POST /smtp/stop       stop accepting mail, like a mail server going down
//   POST /smtp/start      accept mail again on the same port
import http from "node:http";
import { startSmtpServer } from "@/tests/support/smtp-server";

const smtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 2525);
const controlPort = Number(process.env.MAIL_CATCHER_HTTP_PORT ?? 2526);

async function main() {
  const smtp = await startSmtpServer(smtpPort);
  const control = http.createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.method === "GET" && request.url === "/messages") {
      return send(
        200,
        smtp.messages.map(({ envelope, parsed }) => ({
          envelope,
          messageId: parsed.messageId,
          subject: parsed.subject,
          from: parsed.from?.text,
          to: Array.isArray(parsed.to) ? parsed.to.map((entry) => entry.text).join(", ") : parsed.to?.text,
          replyTo: parsed.replyTo?.text,
          text: parsed.text,
          html: parsed.html || "",
          headers: Object.fromEntries(parsed.headerLines.map(({ key, line }) => [key, line.slice(key.length + 1).trim()])),
        })),
      );
    }
    if (request.method === "GET" && request.url === "/envelopes") {
      return send(
        200,
        smtp.messages.map(({ envelope, parsed }) => ({ messageId: parsed.messageId, from: envelope.from, to: envelope.to })),
      );
    }
    if (request.method === "POST" && request.url === "/smtp/stop") {
      await smtp.stop();
      return send(200, { smtp: "stopped" });
    }
    if (request.method === "POST" && request.url === "/smtp/start") {
      await smtp.start();
      return send(200, { smtp: "started" });
    }
    if (request.method === "GET" && request.url === "/health") return send(200, { ok: true });
    send(404, { error: "unknown control call" });
  });
  control.listen(controlPort, "127.0.0.1", () => {
    console.info(`mail catcher: SMTP on 127.0.0.1:${smtp.port}, control on http://127.0.0.1:${controlPort}`);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
