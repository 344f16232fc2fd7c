import type { MetadataRoute } from "next";
import { rolePath } from "@/lib/features/careers/role-slug";
import { getDepartments, getOpenRoles } from "@/lib/features/careers/reads";
import { PAGES } from "@/lib/services/seo/static-routes";

export async function careersSitemapEntries(siteUrl: string): Promise<MetadataRoute.Sitemap> {
  const [departments, roles] = await Promise.all([getDepartments(), getOpenRoles()]);
  return [
    { url: `${siteUrl}${PAGES.careers.path}`, changeFrequency: "weekly", priority: 0.8 },
    ...departments.map((department) => ({
      url: `${siteUrl}/careers/${encodeURIComponent(department.id)}`,
      ...(department.updatedAt && { lastModified: department.updatedAt }),
      changeFrequency: "weekly" as const,
      priority: department.isActive ? 0.7 : 0.3,
    })),
    ...roles.map((role) => ({
      url: `${siteUrl}${rolePath(role.departmentId, role.slug)}`,
      ...(role.updatedAt && { lastModified: role.updatedAt }),
      changeFrequency: "weekly" as const,
      priority: 0.7,
    })),
  ];
}
