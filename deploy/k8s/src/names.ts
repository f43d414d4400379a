// The names the objects meet by. The backend's Service is `backend`, the name deploy/nginx.conf's
// upstream (`server backend:3000`) resolves in the namespace, as it does on compose's network.
export const BACKEND = 'backend';
export const BACKEND_PORT = 3000;
export const WEB = 'web';
export const WEB_PORT = 8080;
export const CONFIG_MAP = 'coach-site-config';
export const SECRET = 'coach-site-secrets';
export const WEB_REAL_IP = 'web-real-ip';

export const HEALTH = { ready: '/api/health/ready', live: '/api/health/live', web: '/healthz' };

export function labels(component: string): Record<string, string> {
  return { 'app.kubernetes.io/name': 'coach-site', 'app.kubernetes.io/component': component };
}
