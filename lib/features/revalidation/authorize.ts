import { authorizeBearer } from "@/lib/services/http/bearer";

/** The revalidation webhook's `Authorization: Bearer <REVALIDATION_SECRET>`. */
export function authorizeRevalidation(request: Request, secret: string | undefined): void {
  authorizeBearer(request, secret, "Revalidation", "revalidate");
}
