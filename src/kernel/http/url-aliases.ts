/**
 * Path spellings that name the same routes: the vendor's `/cloud` base path, and the
 * specification's `/v1/holidayCalendars/…` for the public `/v1/holiday-calendars/…`.
 * Rewriting before routing keeps one route (and one OpenAPI entry) per operation.
 */
export function canonicalUrl(url: string): string {
  let out = url.startsWith('/cloud/v1/') || url === '/cloud/v1' ? url.slice('/cloud'.length) : url;
  if (out.startsWith('/v1/holidayCalendars')) out = '/v1/holiday-calendars' + out.slice('/v1/holidayCalendars'.length);
  return out;
}
