export const BRAND_BACKGROUND = "#0b1020";

export interface PngIcon {
  src: string;
  size: number;
  purpose: "any" | "maskable";
}

// The 512 px icon is also the structured-data logo (search engines want at least 112 px).
export const ICONS: readonly PngIcon[] = [
  { src: "/icons/icon-192.png", size: 192, purpose: "any" },
  { src: "/icons/icon-512.png", size: 512, purpose: "any" },
  { src: "/icons/maskable-512.png", size: 512, purpose: "maskable" },
];

export const LOGO_PNG = { src: "/icons/icon-512.png", width: 512, height: 512 } as const;
