import type { IIngress } from 'kubernetes-models/networking.k8s.io/v1';
import { objectMeta } from './common-objects.ts';
import { WEB, WEB_PORT } from './names.ts';
import type { ClusterSettings } from './settings.ts';

// The site's one way in, to the web pods (which pass /api on to the backend). The annotations are
// ingress-nginx's: its limits must be as wide as deploy/nginx.conf's widest (course videos up to
// 2100m, streamed; ten minutes for an import or a backup); another controller needs its own words.
export function ingress(settings: ClusterSettings): IIngress {
  return {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'Ingress',
    metadata: {
      ...objectMeta(settings, WEB),
      annotations: {
        'nginx.ingress.kubernetes.io/proxy-body-size': '2100m',
        'nginx.ingress.kubernetes.io/proxy-request-buffering': 'off',
        'nginx.ingress.kubernetes.io/proxy-read-timeout': '600',
        'nginx.ingress.kubernetes.io/proxy-send-timeout': '600',
      },
    },
    spec: {
      ingressClassName: settings.ingressClass,
      tls: [{ hosts: [settings.host], secretName: settings.tlsSecret }],
      rules: [
        {
          host: settings.host,
          http: {
            paths: [{ path: '/', pathType: 'Prefix', backend: { service: { name: WEB, port: { number: WEB_PORT } } } }],
          },
        },
      ],
    },
  };
}
