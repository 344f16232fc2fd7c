import { createElement } from "react";

const VIEW_BOX = "0 0 48 48";
const SHAPES = [
  ["circle", { cx: 24, cy: 24, r: 22, fill: "#121a33", stroke: "#5eead4", strokeWidth: 3 }],
  ["path", { d: "M18 13v21h13", fill: "none", stroke: "#5eead4", strokeWidth: 4.5, strokeLinecap: "round", strokeLinejoin: "round" }],
  ["circle", { cx: 31, cy: 15, r: 3.2, fill: "#a5b4fc" }],
] as const;

const attribute = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const escapeText = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** The mark as a standalone SVG document: the favicon. */
export function logoSvg(title: string): string {
  const shapes = SHAPES.map(([tag, attributes]) => {
    const pairs = Object.entries(attributes).map(([name, value]) => `${attribute(name)}="${value}"`);
    return `<${tag} ${pairs.join(" ")}/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${VIEW_BOX}" width="48" height="48"><title>${escapeText(title)}</title>${shapes.join("")}</svg>`;
}

export function LogoMark({ className, title, size }: { className?: string; title?: string; size?: number }) {
  return (
    <svg
      viewBox={VIEW_BOX}
      className={className}
      width={size}
      height={size}
      role={title ? "img" : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      {SHAPES.map(([tag, attributes]) => createElement(tag, { key: `${tag}-${JSON.stringify(attributes)}`, ...attributes }))}
    </svg>
  );
}
