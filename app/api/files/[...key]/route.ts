import { serveSignedFile } from "@/lib/files/local/serve";

export async function GET(request: Request, { params }: { params: Promise<{ key: string[] }> }) {
  const { key } = await params;
  return serveSignedFile(request, key);
}
