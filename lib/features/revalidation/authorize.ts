import { authorizeBearer } from "@/lib/services/http/bearer";

export function authorizeRevalidation(request: Request, secret: string | undefined): void {
  authorizeBearer(request, secret, "Revalidation", "revalidate");
}
