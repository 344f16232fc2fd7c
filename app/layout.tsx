import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { Analytics } from "@/components/analytics/analytics";
import { RouteScroll } from "@/components/chrome/route-scroll";
import { CookieBanner } from "@/components/cookie-consent/cookie-banner";
import { Toaster } from "@/components/feedback/toaster";
import { LinkNavigation } from "@/components/ui/link-navigation";
import { config } from "@/lib/primitives/config";
import { site } from "@/content/site";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(config().siteUrl),
  title: { default: `${site.name}: ${site.tagline}`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  openGraph: { type: "website", siteName: site.name, locale: "en_US" },
};

export const viewport: Viewport = { themeColor: "#0b1020", colorScheme: "dark" };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        {/* First in the document, so the first Tab reaches the choice without it stealing focus. */}
        <CookieBanner />
        {children}
        <Toaster />
        <Analytics />
        <RouteScroll />
        <LinkNavigation />
      </body>
    </html>
  );
}
