/** Matching "bot" only after anything but "cu" keeps CUBOT phones (a real browser) counted. */
const CRAWLER =
  /(?<!cu)bot\b|bot[/_-]|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|bingpreview|lighthouse|headlesschrome|python-requests|curl\/|wget|go-http-client|okhttp|java\/|node-fetch|axios/i;

export function isCrawler(userAgent: string | null | undefined): boolean {
  return !userAgent?.trim() || CRAWLER.test(userAgent);
}
