import { ServerCredentials } from "@grpc/grpc-js";
import { FirestoreServer } from "@firestore-emulator/server";
import { freePort } from "@/tests/support/processes";

/**
 * `@firestore-emulator/server` on 127.0.0.1. Its own start() binds 0.0.0.0, which these machines
 * must not expose, so the gRPC server it builds is bound here instead.
 */
export async function startFirestoreEmulator(): Promise<{ host: string; stop: () => void }> {
  const emulator = new FirestoreServer();
  const grpcServer = (emulator as unknown as { server: import("@grpc/grpc-js").Server }).server;
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    grpcServer.bindAsync(`127.0.0.1:${port}`, ServerCredentials.createInsecure(), (error) =>
      error ? reject(error) : resolve(),
    );
  });
  return { host: `127.0.0.1:${port}`, stop: () => emulator.stop() };
}
