import type { CollectionName, AdminDocumentStore } from "@/lib/ports/documents/port";
import { createSqliteDocumentStore } from "@/lib/ports/documents/sqlite";
import { type Answer, send } from "@/tests/reliability/api";
import { assertEqual } from "@/tests/reliability/harness";
import { type Cluster, clusterPorts } from "@/tests/support/cluster";
import type { TestSmtpServer } from "@/tests/support/smtp-server";

export const PORTS = clusterPorts("CLUSTER_TEST", { balancer: 3310, firstServer: 3311, redis: 3389 });
/** The suite's SMTP server, which every server's delivery worker sends to (0: any free port). */
export const SMTP_PORT = Number(process.env.CLUSTER_TEST_SMTP_PORT ?? 0);
export const DIR = ".data/cluster-test";
const REVALIDATION_SECRET = "cluster-test-revalidation-secret-0123456789";

/** Every server's environment beyond what the cluster sets: the limits as production has them. */
export const STAFF_ADMIN = "cluster-admin@lexor.example";

export const SERVER_ENV = {
  REVALIDATION_SECRET,
  STAFF_EMAILS: STAFF_ADMIN,
  FILE_SIGNING_SECRET: "cluster-test-file-signing-secret-0123456789abcdef",
  RATE_LIMIT_SCALE: "1",
};

/**
 * The servers trust one proxy hop: behind nginx the client is the address nginx appended. A test
 * that calls a server directly can therefore name a client of its own in X-Forwarded-For, which
 * keeps its requests out of the budget that everything sent through nginx (127.0.0.1) shares.
 */
export const asClient = (address: string) => ({ "x-forwarded-for": address });

export class ClusterContext {
  private storeInstance: AdminDocumentStore | undefined;

  constructor(
    readonly cluster: Cluster,
    readonly smtp: TestSmtpServer,
  ) {}

  get origins(): string[] {
    return this.cluster.servers.map((server) => server.origin);
  }

  /** The SQLite file the servers share, through the same adapter code. */
  store(): AdminDocumentStore {
    this.storeInstance ??= createSqliteDocumentStore(this.cluster.sqlitePath);
    return this.storeInstance;
  }

  /** Changes a document as staff would in the database, behind the site's back. */
  async edit(collection: CollectionName, id: string, change: (data: Record<string, unknown>) => Record<string, unknown>) {
    const data = await this.store().get(collection, id);
    if (!data) throw new Error(`${collection}/${id} is not in the database`);
    await this.store().putRaw(collection, id, change(data));
  }

  async page(origin: string, path: string): Promise<string> {
    const answer = await send(origin, { method: "GET", path });
    assertEqual(answer.status, 200, `GET ${origin}${path}`);
    return answer.text;
  }

  webhook(origin: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    return send(origin, {
      method: "POST",
      path: "/api/revalidate",
      headers: { authorization: `Bearer ${REVALIDATION_SECRET}`, "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  }

  async close(): Promise<void> {
    await this.storeInstance?.close();
    this.storeInstance = undefined;
  }
}
