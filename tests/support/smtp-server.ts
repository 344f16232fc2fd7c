import { createRequire } from "node:module";
import net, { type AddressInfo } from "node:net";
import type { Readable } from "node:stream";
import { SMTPServer } from "smtp-server";

/** The parts of mailparser's ParsedMail the tests read (mailparser ships no types). */
export interface ParsedMail {
  subject?: string;
  from?: AddressObject;
  to?: AddressObject | AddressObject[];
  replyTo?: AddressObject;
  text?: string;
  html: string | false;
  messageId?: string;
  headerLines: { key: string; line: string }[];
}

export interface AddressObject {
  value: { address?: string; name: string }[];
  text: string;
}

const { simpleParser } = createRequire(import.meta.url)("mailparser") as {
  simpleParser(source: Buffer | Readable): Promise<ParsedMail>;
};

export function parseMail(source: Buffer | Readable): Promise<ParsedMail> {
  return simpleParser(source);
}

export interface ReceivedMail {
  envelope: { from: string | false; to: string[] };
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** Messages accepted per envelope recipient, kept or not. */
  received: Map<string, number>;
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Stops listening and drops open connections, like a mail server going down. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

/** Recipients at this domain are refused with a permanent 550, as a real server refuses an unknown mailbox. */
export const REJECTED_DOMAIN = "rejected.example";

export interface SmtpServerOptions {
  /** Holds each message's final answer this long, so deliveries are under way when a test needs them to be. */
  answerDelayMs?: number;
  /**
   * Which messages to parse and keep in `messages`, by envelope recipients; the rest are only counted in
   * `received`, so a sink for thousands of messages costs the process that runs it next to nothing.
   */
  keep?: (recipients: string[]) => boolean;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps every message it accepts, parsed. Port 0 picks a free
 * one. Recipients at `REJECTED_DOMAIN` get a 550.
 */
export async function startSmtpServer(requestedPort = 0, options: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const received = new Map<string, number>();
  const waiters = new Set<() => void>();
  let server: SMTPServer | undefined;
  let port = requestedPort;

  function listen(): Promise<void> {
    const instance = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      // Offline, a reverse DNS lookup of 127.0.0.1 can stall each connection.
      disableReverseLookup: true,
      // stop() should cut pooled client connections at once rather than after 30 s.
      closeTimeout: 100,
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address.toLowerCase().endsWith(`@${REJECTED_DOMAIN}`)) {
          callback(Object.assign(new Error("5.1.1 No such mailbox here"), { responseCode: 550 }));
          return;
        }
        callback();
      },
      onData(stream, session, callback) {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        const count = () => {
          for (const address of to) received.set(address, (received.get(address) ?? 0) + 1);
        };
        if (options.keep && !options.keep(to)) {
          stream.on("end", () => {
            count();
            setTimeout(() => callback(), options.answerDelayMs ?? 0);
          });
          stream.resume();
          return;
        }
        parseMail(stream).then((parsed) => {
          const from = session.envelope.mailFrom;
          count();
          messages.push({ envelope: { from: from ? from.address : false, to }, parsed });
          for (const wake of waiters) wake();
          setTimeout(() => callback(), options.answerDelayMs ?? 0);
        }, callback);
      },
    });
    return new Promise((resolve, reject) => {
      instance.once("error", reject);
      instance.listen(port, "127.0.0.1", () => {
        port = (instance.server.address() as AddressInfo).port;
        server = instance;
        instance.off("error", reject);
        // A client that dies mid-session (a killed app server) resets its socket; a real mail
        // server shrugs that off rather than going down with it.
        instance.on("error", () => undefined);
        resolve();
      });
    });
  }

  await listen();

  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    messages,
    received,

    waitFor(predicate, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No matching message within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },

    stop() {
      const running = server;
      server = undefined;
      return new Promise((resolve) => (running ? running.close(() => resolve()) : resolve()));
    },

    start() {
      return server ? Promise.resolve() : listen();
    },
  };
}

/**
 * A mail server that accepts connections and never says a word: the hung server whose cost the SMTP
 * timeouts bound. `stop()` drops every connection it holds.
 */
export async function startHungSmtpServer(requestedPort = 0): Promise<{ port: number; url: string; stop(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => undefined);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(requestedPort, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
