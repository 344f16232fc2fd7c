import { isMap, isScalar, isSeq, LineCounter, parseDocument } from "yaml";
import type { z } from "zod";

export interface Problem {
  file: string;
  line?: number;
  message: string;
}

export function formatProblem(problem: Problem): string {
  return `${problem.file}${problem.line ? `:${problem.line}` : ""}: ${problem.message}`;
}

type Path = ReadonlyArray<PropertyKey>;

export interface YamlSource {
  data: unknown;
  lineOf(path: Path): number;
}

/** YAML 1.2 core schema: dates stay strings, `yes` stays a word. */
export function parseYaml(text: string, file: string, firstLine = 1): { source: YamlSource } | { problems: Problem[] } {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false });
  const lineAt = (offset: number | undefined) => (offset === undefined ? 1 : lineCounter.linePos(offset).line) + firstLine - 1;
  if (document.errors.length > 0) {
    return {
      problems: document.errors.map((error) => ({
        file,
        line: lineAt(error.pos[0]),
        message: `not valid YAML: ${error.message.split("\n")[0]}`,
      })),
    };
  }
  return {
    source: {
      data: document.toJS({ maxAliasCount: 100 }),
      lineOf(path) {
        let node: unknown = document.contents;
        let offset = (node as { range?: [number] } | null)?.range?.[0];
        for (const key of path) {
          if (isMap(node)) {
            const pair = node.items.find((item) => (isScalar(item.key) ? item.key.value : item.key) === key);
            if (!pair) break;
            offset = (pair.key as { range?: [number] } | null)?.range?.[0] ?? offset;
            node = pair.value;
          } else if (isSeq(node) && typeof key === "number" && node.items[key]) {
            node = node.items[key];
            offset = (node as { range?: [number] }).range?.[0] ?? offset;
          } else {
            break;
          }
        }
        return lineAt(offset);
      },
    },
  };
}

export function validateSource<T>(schema: z.ZodType<T>, source: YamlSource, file: string): { value: T } | { problems: Problem[] } {
  const result = schema.safeParse(source.data);
  if (result.success) return { value: result.data };
  return {
    problems: result.error.issues.flatMap((issue) => {
      const where = issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
      if (issue.code === "unrecognized_keys") {
        return issue.keys.map((key) => ({
          file,
          line: source.lineOf([...issue.path, key]),
          message: `${[...issue.path, key].join(".")}: unknown field (check its spelling)`,
        }));
      }
      return [{ file, line: source.lineOf(issue.path), message: `${where}${issue.message}` }];
    }),
  };
}

export function splitFrontMatter(text: string, file: string): { frontMatter: string; body: string; bodyLine: number } | { problems: Problem[] } {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  if (lines[0]?.trim() !== "---") {
    return { problems: [{ file, line: 1, message: "must start with front matter: a line ---, the fields, then ---" }] };
  }
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === "---");
  if (end === -1) return { problems: [{ file, line: 1, message: "the front matter is never closed with a line ---" }] };
  return {
    frontMatter: lines.slice(1, end).join("\n"),
    body: lines.slice(end + 1).join("\n"),
    bodyLine: end + 2,
  };
}
