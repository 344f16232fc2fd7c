/**
 * JSON for an inline `<script type="application/ld+json">`. `<`, `>` and `&` are escaped, and the
 * two line separators JavaScript once refused, so no value (a post's headline comes from the
 * database) can close the script element or open a comment in it.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
