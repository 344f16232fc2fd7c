import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";
import { site } from "@/content/site";

export const OG_SIZE = { width: 1200, height: 630 };
export const OG_CONTENT_TYPE = "image/png";

const FONT_DIR = path.join(process.cwd(), "node_modules/geist/dist/fonts/geist-sans");

export async function ogFonts() {
  const [regular, semibold] = await Promise.all([readFile(path.join(FONT_DIR, "Geist-Regular.ttf")), readFile(path.join(FONT_DIR, "Geist-SemiBold.ttf"))]);
  return [
    { name: "Geist", data: regular, weight: 400 as const, style: "normal" as const },
    { name: "Geist", data: semibold, weight: 600 as const, style: "normal" as const },
  ];
}

export interface OgCard {
  eyebrow: string;
  title: string;
  detail?: string;
}

export async function renderOgCard({ eyebrow, title, detail }: OgCard): Promise<ImageResponse> {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "72px 80px",
        background: "linear-gradient(135deg, #0b1020 0%, #121a33 60%, #0f2f3a 100%)",
        color: "#eef1f8",
        fontFamily: "Geist",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <div
          style={{
            width: 64,
            height: 64,
            borderRadius: 32,
            border: "5px solid #5eead4",
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            color: "#5eead4",
            fontSize: 36,
            fontWeight: 600,
          }}
        >
          L
        </div>
        <div style={{ fontSize: 34, fontWeight: 600 }}>{site.name}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
        <div style={{ fontSize: 28, color: "#5eead4", textTransform: "uppercase", letterSpacing: 4 }}>{eyebrow}</div>
        <div style={{ fontSize: title.length > 60 ? 56 : 68, fontWeight: 600, lineHeight: 1.1 }}>{title}</div>
        {detail ? <div style={{ fontSize: 30, color: "#a9b3cc" }}>{detail}</div> : null}
      </div>
    </div>,
    { ...OG_SIZE, fonts: await ogFonts() },
  );
}
