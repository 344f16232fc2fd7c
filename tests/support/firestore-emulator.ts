import { ServerCredentials } from "@grpc/grpc-js";
import { FirestoreServer } from "@firestore-emulator/server";
import { type QueryShape, queryShape, type StructuredQuery } from "@/tests/support/firestore-indexes";
import { freePort } from "@/tests/support/processes";

export interface FirestoreEmulator {
  host: string;
  /** Every query and aggregation the emulator answered, in the order it got them. */
  queries: QueryShape[];
  stop: () => void;
}

/**
 * `@firestore-emulator/server` on 127.0.0.1. Its own start() binds 0.0.0.0, which these machines
 * must not expose, so the gRPC server it builds is bound here instead. It records the shape of each
 * query it runs, so a test can hold firestore.indexes.json to the queries the adapter really makes.
 */
export async function startFirestoreEmulator(): Promise<FirestoreEmulator> {
  const emulator = new FirestoreServer();
  const queries: QueryShape[] = [];
  const state = emulator.state as unknown as { v1Query: (parent: string, query: StructuredQuery) => unknown };
  const runQuery = state.v1Query.bind(state);
  state.v1Query = (parent, query) => {
    queries.push(queryShape(query));
    return runQuery(parent, query);
  };
  const grpcServer = (emulator as unknown as { server: import("@grpc/grpc-js").Server }).server;
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    grpcServer.bindAsync(`127.0.0.1:${port}`, ServerCredentials.createInsecure(), (error) => (error ? reject(error) : resolve()));
  });
  return { host: `127.0.0.1:${port}`, queries, stop: () => emulator.stop() };
}
