import { servePublicFile } from "@/lib/files/local/serve";

export async function GET(_request: Request, { params }: { params: Promise<{ key: string[] }> }) {
  const { key } = await params;
  return servePublicFile(key);
}
