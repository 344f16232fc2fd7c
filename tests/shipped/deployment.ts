// Two instances of the shipped folder, started as each host starts them, behind nginx round robin.
import path from "node:path";
import { balancerConfig } from "@/tests/support/cluster";
import { ensureNginx, type NginxServer, startNginx } from "@/tests/support/nginx";
import { type GroupProcess, startGroup, waitForHttp } from "@/tests/support/processes";
import type { AppHosting, ContainerImage } from "./hosts";

export type Layout = "App Hosting" | "container";

export interface Instance extends GroupProcess {
  origin: string;
}

export interface Deployment {
  origin: string;
  instances: Instance[];
  stop(): Promise<void>;
}

export interface DeploymentOptions {
  layout: Layout;
  /** The folder holding exactly what outputFiles names. */
  shipped: string;
  appHosting: AppHosting;
  image: ContainerImage;
  /** The whole environment of each instance. */
  env: Record<string, string>;
  ports: { balancer: number; firstServer: number };
  instances: number;
  dir: string;
}

function command({ layout, shipped, appHosting, image }: DeploymentOptions): { cwd: string; args: string[]; env: Record<string, string> } {
  if (layout === "App Hosting") {
    const [program, ...args] = appHosting.runCommand;
    if (program !== "node") throw new Error(`runCommand starts ${program}, not node`);
    return { cwd: shipped, args, env: {} };
  }
  // The image copies .next/standalone to its WORKDIR and runs CMD there.
  const [program, ...args] = image.cmd;
  if (program !== "node") throw new Error(`the Dockerfile's CMD starts ${program}, not node`);
  return { cwd: path.join(shipped, ".next/standalone"), args, env: image.env };
}

export async function startDeployment(options: DeploymentOptions): Promise<Deployment> {
  const { cwd, args, env } = command(options);
  const started: GroupProcess[] = [];
  const stop = async () => {
    for (const part of [...started].reverse()) await part.stop();
  };
  try {
    const instances = await Promise.all(
      Array.from({ length: options.instances }, async (_, index) => {
        const port = options.ports.firstServer + index;
        const origin = `http://127.0.0.1:${port}`;
        const child = startGroup(process.execPath, args, {
          cwd,
          inheritEnv: false,
          env: { ...env, ...options.env, HOST: "127.0.0.1", PORT: String(port) },
        });
        started.push(child);
        await waitForHttp(`${origin}/api/ready`, { statuses: [200], process: child, timeoutMs: 180_000 });
        return { ...child, origin };
      }),
    );
    const nginx: NginxServer = await startNginx(
      ensureNginx(() => {}),
      {
        dir: path.join(options.dir, "nginx"),
        port: options.ports.balancer,
        http: balancerConfig(options.ports, options.instances),
        readyPath: "/api/health",
      },
    );
    started.push(nginx);
    return { origin: nginx.origin, instances, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
