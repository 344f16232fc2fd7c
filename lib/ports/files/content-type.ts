import "server-only";
const TOKEN = "[A-Za-z0-9!#$&^_.+-]+";
const PARAMETER = `;\\s*${TOKEN}=(?:${TOKEN}|"[^"\\\\\\r\\n]*")`;
const CONTENT_TYPE = new RegExp(`^${TOKEN}/${TOKEN}(?:\\s*${PARAMETER})*$`);

/** Content types are echoed back as a response header, so anything but a plain MIME type is refused. */
export function assertContentType(contentType: string): void {
  if (!CONTENT_TYPE.test(contentType)) {
    throw new Error(`Invalid content type: ${JSON.stringify(contentType)}`);
  }
}
