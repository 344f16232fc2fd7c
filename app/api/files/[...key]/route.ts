import { serveSignedFile } from "@/lib/ports/files/serve";
import { otherMethods } from "@/lib/services/http/methods";

export async function GET(request: Request, { params }: { params: Promise<{ key: string[] }> }) {
  const { key } = await params;
  return serveSignedFile(request, key);
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
