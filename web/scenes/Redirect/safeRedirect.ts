/** Only web addresses may be followed from the config's redirect_url; anything else is ignored. */
export function isSafeRedirect(url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
