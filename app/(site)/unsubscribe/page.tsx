import type { Metadata } from "next";
import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { UnsubscribePanel } from "@/components/newsletter/unsubscribe-panel";
import { readUnsubscribeLink } from "@/lib/features/newsletter/unsubscribe-link";
import { pageMetadata } from "@/lib/services/seo/metadata";
import { PAGES } from "@/lib/services/seo/static-routes";

const page = PAGES.unsubscribe;

export const metadata: Metadata = {
  ...pageMetadata({ ...page, description: "Stop receiving the Lexor newsletter: confirm with one button, and no more newsletter emails are sent." }),
  robots: { index: false, follow: false },
};

/** Changes nothing until the visitor confirms: mail scanners open every link. */
export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  const link = await readUnsubscribeLink(typeof token === "string" ? token : undefined);
  return (
    <>
      <Breadcrumbs trail={[page]} />
      <UnsubscribePanel link={link} />
    </>
  );
}
