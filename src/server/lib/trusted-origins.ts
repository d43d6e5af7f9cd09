/** The site's origin; on this machine, also the same port under its other loopback name. */
export function trustedOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const loopbackTwin = { localhost: "127.0.0.1", "127.0.0.1": "localhost" }[url.hostname];
  if (!loopbackTwin) return [url.origin];
  return [url.origin, `${url.protocol}//${loopbackTwin}${url.port ? `:${url.port}` : ""}`];
}
