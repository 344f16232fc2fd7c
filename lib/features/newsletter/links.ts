export function unsubscribeLinks(siteUrl: string, token: string) {
  const query = `token=${encodeURIComponent(token)}`;
  return {
    page: `${siteUrl}/unsubscribe?${query}`,
    oneClick: `${siteUrl}/api/newsletter/unsubscribe?${query}`,
  };
}
