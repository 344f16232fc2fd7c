import { servePublicFile } from "@/lib/ports/files/serve";
import { otherMethods } from "@/lib/services/http/methods";

export async function GET(_request: Request, { params }: { params: Promise<{ key: string[] }> }) {
  const { key } = await params;
  return servePublicFile(key);
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
