import { createElement, type ReactNode } from "react";

export type IconShape =
  | ["path", { d: string }]
  | ["circle", { cx: number; cy: number; r: number }]
  | ["rect", { x: number; y: number; width: number; height: number; rx: number }];

export const ICON_SHAPES = {
  heart: [
    [
      "path",
      { d: "M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.6 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.6 0 5.7 3.6 4.5 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" },
    ],
  ],
  eye: [
    ["path", { d: "M1.5 12S5.5 4.5 12 4.5 22.5 12 22.5 12 18.5 19.5 12 19.5 1.5 12 1.5 12z" }],
    ["circle", { cx: 12, cy: 12, r: 3 }],
  ],
  share: [
    ["circle", { cx: 18, cy: 5, r: 3 }],
    ["circle", { cx: 6, cy: 12, r: 3 }],
    ["circle", { cx: 18, cy: 19, r: 3 }],
    ["path", { d: "M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" }],
  ],
  "arrow-left": [["path", { d: "M19 12H5M11 18l-6-6 6-6" }]],
  "arrow-right": [["path", { d: "M5 12h14M13 6l6 6-6 6" }]],
  search: [
    ["circle", { cx: 11, cy: 11, r: 7 }],
    ["path", { d: "M20 20l-3.5-3.5" }],
  ],
  close: [["path", { d: "M18 6L6 18M6 6l12 12" }]],
  link: [
    ["path", { d: "M10 13a5 5 0 0 0 7.1 0l3-3a5 5 0 0 0-7.1-7.1l-1.7 1.7" }],
    ["path", { d: "M14 11a5 5 0 0 0-7.1 0l-3 3a5 5 0 0 0 7.1 7.1l1.7-1.7" }],
  ],
  mail: [
    ["rect", { x: 2.5, y: 4.5, width: 19, height: 15, rx: 2 }],
    ["path", { d: "M3 6l9 7 9-7" }],
  ],
  chat: [["path", { d: "M20.5 11.5a8.5 8.5 0 0 1-12.6 7.4L3 20.5l1.6-4.7A8.5 8.5 0 1 1 20.5 11.5z" }]],
  globe: [
    ["circle", { cx: 12, cy: 12, r: 9.5 }],
    ["path", { d: "M2.5 12h19M12 2.5c2.5 2.6 3.8 5.8 3.8 9.5s-1.3 6.9-3.8 9.5c-2.5-2.6-3.8-5.8-3.8-9.5S9.5 5.1 12 2.5z" }],
  ],
} satisfies Record<string, IconShape[]>;

export type IconName = keyof typeof ICON_SHAPES;

export function shapeElements(shapes: IconShape[]): ReactNode[] {
  return shapes.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }));
}

export function iconShapes(name: IconName): ReactNode[] {
  return shapeElements(ICON_SHAPES[name]);
}
