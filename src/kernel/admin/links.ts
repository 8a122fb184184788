import type { Config } from '../config.ts';

/**
 * Where links in e-mails point: the configured public address, else the service's own. Never the
 * request's Host header, which a stranger asking for a reset link could choose.
 */
export function adminBaseUrl(config: Pick<Config, 'publicBaseUrl' | 'host' | 'port'>): string {
  return (config.publicBaseUrl ?? `http://${config.host}:${config.port}`).replace(/\/$/, '');
}
