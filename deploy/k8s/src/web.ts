import type { IDeployment } from 'kubernetes-models/apps/v1';
import type { IConfigMap, IService } from 'kubernetes-models/v1';
import { clusterService, objectMeta, spreadOverNodes } from './common-objects.ts';
import { HEALTH, WEB, WEB_PORT, WEB_REAL_IP, labels } from './names.ts';
import { PRE_STOP_SECONDS, containerSecurity, podSecurity } from './pod-security.ts';
import type { ClusterSettings } from './settings.ts';

const NGINX_USER = 101;

// deploy/nginx.conf sends the backend X-Forwarded-For: $remote_addr, the address that connected to
// nginx; behind an Ingress controller that is the controller's pod, for every visitor (one rate
// limit for all). Taken from the controller's X-Forwarded-For instead, when the connection comes
// from the pod networks. Included in nginx's http block (the image's conf.d/*.conf).
export function realIpConfig(settings: ClusterSettings): IConfigMap {
  const trusted = settings.podNetworks.map((range) => `set_real_ip_from ${range};`);
  return {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: objectMeta(settings, WEB_REAL_IP, WEB),
    data: { 'real-ip.conf': [...trusted, 'real_ip_header X-Forwarded-For;', 'real_ip_recursive on;', ''].join('\n') },
  };
}

// nginx with the built SPA (deploy/web.Dockerfile): the files, the micro-cache and /api to `backend`
export function webDeployment(settings: ClusterSettings): IDeployment {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: objectMeta(settings, WEB),
    spec: {
      replicas: settings.webReplicas,
      selector: { matchLabels: labels(WEB) },
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxSurge: 1, maxUnavailable: 0 } },
      template: {
        metadata: { labels: labels(WEB) },
        spec: {
          automountServiceAccountToken: false,
          securityContext: podSecurity(NGINX_USER),
          terminationGracePeriodSeconds: 30,
          topologySpreadConstraints: [spreadOverNodes(WEB)],
          containers: [
            {
              name: WEB,
              image: settings.webImage,
              ports: [{ name: 'http', containerPort: WEB_PORT }],
              resources: {
                requests: { cpu: '50m', memory: '64Mi' },
                limits: { cpu: '500m', memory: '256Mi' },
              },
              securityContext: containerSecurity,
              readinessProbe: { httpGet: { path: HEALTH.web, port: 'http' }, periodSeconds: 5, timeoutSeconds: 3 },
              livenessProbe: { httpGet: { path: HEALTH.web, port: 'http' }, periodSeconds: 10, timeoutSeconds: 5 },
              // the image stops nginx with SIGQUIT, which finishes the requests in flight
              lifecycle: { preStop: { exec: { command: ['sleep', String(PRE_STOP_SECONDS)] } } },
              volumeMounts: [
                {
                  name: 'real-ip',
                  mountPath: '/etc/nginx/conf.d/real-ip.conf',
                  subPath: 'real-ip.conf',
                  readOnly: true,
                },
                // the micro-cache (at most 128 MB) and nginx's temporary files and pid
                { name: 'cache', mountPath: '/var/cache/nginx' },
                { name: 'tmp', mountPath: '/tmp' },
              ],
            },
          ],
          volumes: [
            { name: 'real-ip', configMap: { name: WEB_REAL_IP } },
            { name: 'cache', emptyDir: { sizeLimit: '256Mi' } },
            { name: 'tmp', emptyDir: { sizeLimit: '256Mi' } },
          ],
        },
      },
    },
  };
}

export function webService(settings: ClusterSettings): IService {
  return clusterService(settings, WEB, { http: WEB_PORT });
}
