/**
 * A page address of this site as the enquiry keeps it (the page a form was
 * sent from): `/` or `/segment/segment`, lower case, no empty segment. An
 * empty segment matters: `//intranet/x` joined to or resolved against the
 * site's address would name another host.
 */
export function isPagePath(value: string): boolean {
  return value.length <= 200 && /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/.test(value);
}
