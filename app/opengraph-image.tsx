import { ImageResponse } from "next/og";
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
        <svg width="88" height="88" viewBox="0 0 48 48" role="img" aria-label={site.name}>
          <circle cx="24" cy="24" r="22" fill="#121a33" stroke="#5eead4" strokeWidth="3" />
          <path d="M18 13v21h13" fill="none" stroke="#5eead4" strokeWidth="4.5" strokeLinecap="round" strokeLinejoin="round" />
          <circle cx="31" cy="15" r="3.2" fill="#a5b4fc" />
        </svg>
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
