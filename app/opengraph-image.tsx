import { ImageResponse } from "next/og";
import { LogoMark } from "@/components/ui/logo-mark";
import { site } from "@/content/site";
import { OG_CONTENT_TYPE, OG_SIZE, ogFonts } from "@/lib/services/og/card";

export const alt = `${site.name}: ${site.tagline}`;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export default async function OpengraphImage() {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 80,
        background: "linear-gradient(135deg, #0b1020 0%, #121a33 60%, #1a2444 100%)",
        color: "#eef1f8",
        fontFamily: "Geist",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 24 }}>
        <LogoMark size={88} title={site.name} />
        <span style={{ fontSize: 48, fontWeight: 600 }}>{site.name}</span>
      </div>
      <div style={{ display: "flex", fontSize: 72, fontWeight: 600, lineHeight: 1.1, maxWidth: 960 }}>{site.tagline}</div>
      <div style={{ display: "flex", justifyContent: "space-between", fontSize: 28, color: "#a9b3cc" }}>
        <span>AI · Cloud · Cybersecurity · Digital transformation</span>
        <span style={{ color: "#5eead4" }}>Since {site.foundingYear}</span>
      </div>
    </div>,
    { ...size, fonts: await ogFonts() },
  );
}
