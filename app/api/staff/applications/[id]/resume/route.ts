import { staffContext } from "@/lib/features/staff/context";
import { otherMethods } from "@/lib/services/http/methods";
import { readHandler } from "@/lib/services/http/read-handler";
import { resumeDownload } from "@/lib/routes/staff/requests";

type Context = { params: Promise<{ id: string }> };

export const GET = readHandler("/api/staff/applications/[id]/resume", "staff", async ({ request }, { params }: Context) =>
  resumeDownload(request, (await params).id, await staffContext()),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
