import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import type { IDeployment } from 'kubernetes-models/apps/v1';
import type { IService } from 'kubernetes-models/v1';
import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { createHash } from 'node:crypto';
import { clusterService, objectMeta, spreadOverNodes } from './common-objects.ts';
import { METRICS_PORT, SHUTDOWN_GRACE_SECONDS, configValues } from './environment.ts';
import { BACKEND, BACKEND_PORT, CONFIG_MAP, HEALTH, SECRET, WEB, labels } from './names.ts';
import { PRE_STOP_SECONDS, containerSecurity, podSecurity } from './pod-security.ts';
import type { ClusterSettings } from './settings.ts';

const NODE_USER = 1000;

// The image's command (deploy/backend.Dockerfile's CMD, which the test holds this to), after a
// check: without DATABASE_URL the backend would start an embedded PostgreSQL in its emptyDir, a
// database of each replica's own, and lose it with the pod. So an empty one stops the pod, saying why.
export const IMAGE_COMMAND =
  'exec node --max-old-space-size=${BACKEND_HEAP_MB} --max-semi-space-size=${BACKEND_SEMI_SPACE_MB} backend/dist/main.js';
const NEEDS_DATABASE_URL =
  `[ -n "$DATABASE_URL" ] || { echo 'DATABASE_URL is empty: set the address of the external PostgreSQL in the ` +
  `Secret ${SECRET} (README, "Kubernetes"); without it each replica would keep a database of its own' >&2; exit 1; }`;

// The API replicas: stateless (files in the bucket, data in the external PostgreSQL), so any
// number run behind the Service. Each brings the schema up to date as it starts, under a
// PostgreSQL advisory lock (core/database/run-migrations.ts): no migration Job is needed, and the
// startup probe gives a replica waiting on that lock its time.
export function backendDeployment(settings: ClusterSettings): IDeployment {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: objectMeta(settings, BACKEND),
    spec: {
      // no replicas: the HorizontalPodAutoscaler owns the count (2 to max), and a re-apply does not reset it
      selector: { matchLabels: labels(BACKEND) },
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxSurge: 1, maxUnavailable: 0 } },
      template: {
        metadata: {
          labels: labels(BACKEND),
          annotations: {
            'prometheus.io/scrape': 'true',
            'prometheus.io/port': String(METRICS_PORT),
            'prometheus.io/path': '/metrics',
            // a changed ConfigMap changes the pods' template, so applying it rolls the replicas
            'checksum/config': configChecksum(settings),
          },
        },
        spec: {
          automountServiceAccountToken: false,
          securityContext: podSecurity(NODE_USER),
          // SIGTERM after the preStop pause; the backend then drains within SHUTDOWN_GRACE_SECONDS,
          // and the kubelet's SIGKILL comes only after both, with a margin
          terminationGracePeriodSeconds: PRE_STOP_SECONDS + SHUTDOWN_GRACE_SECONDS + 5,
          topologySpreadConstraints: [spreadOverNodes(BACKEND)],
          containers: [
            {
              name: BACKEND,
              image: settings.backendImage,
              command: ['sh', '-c', `${NEEDS_DATABASE_URL}\n${IMAGE_COMMAND}`],
              ports: [
                { name: 'http', containerPort: BACKEND_PORT },
                { name: 'metrics', containerPort: METRICS_PORT },
              ],
              envFrom: [{ configMapRef: { name: CONFIG_MAP } }, { secretRef: { name: SECRET } }],
              // the heap bound of BACKEND_HEAP_MB (160) keeps a replica near 200 MB (README, "Scale");
              // the limit leaves room for the buffers and native memory beside the heap
              resources: {
                requests: { cpu: '250m', memory: '256Mi' },
                limits: { cpu: '1', memory: '384Mi' },
              },
              securityContext: containerSecurity,
              startupProbe: {
                httpGet: { path: HEALTH.live, port: 'http' },
                periodSeconds: 5,
                timeoutSeconds: 3,
                // five minutes for migrations (and the wait for another replica's)
                failureThreshold: 60,
              },
              // 503 while the database is down or the replica is stopping: traffic goes elsewhere
              readinessProbe: {
                httpGet: { path: HEALTH.ready, port: 'http' },
                periodSeconds: 5,
                timeoutSeconds: 3,
                failureThreshold: 2,
              },
              // no database involved: a restart would not bring a slow database back
              livenessProbe: {
                httpGet: { path: HEALTH.live, port: 'http' },
                periodSeconds: 10,
                timeoutSeconds: 5,
                failureThreshold: 3,
              },
              lifecycle: { preStop: { exec: { command: ['sleep', String(PRE_STOP_SECONDS)] } } },
              volumeMounts: [
                { name: 'data', mountPath: '/data' },
                { name: 'tmp', mountPath: '/tmp' },
              ],
            },
          ],
          volumes: [
            // DATA_DIR: with STORAGE=s3 and an external database, only what may be lost (README, "Kubernetes")
            { name: 'data', emptyDir: { sizeLimit: '1Gi' } },
            // uploads are received here before they go to the bucket: course videos up to 2 GB
            { name: 'tmp', emptyDir: { sizeLimit: '5Gi' } },
          ],
        },
      },
    },
  };
}

export function backendService(settings: ClusterSettings): IService {
  return clusterService(settings, BACKEND, { http: BACKEND_PORT, metrics: METRICS_PORT });
}

// on CPU: a replica's memory stays near its heap bound whatever the load (README, "Scale")
export function backendAutoscaler(settings: ClusterSettings): IHorizontalPodAutoscaler {
  return {
    apiVersion: 'autoscaling/v2',
    kind: 'HorizontalPodAutoscaler',
    metadata: objectMeta(settings, BACKEND),
    spec: {
      scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: BACKEND },
      minReplicas: settings.backendReplicas.min,
      maxReplicas: settings.backendReplicas.max,
      metrics: [
        { type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } },
      ],
    },
  };
}

// The API only through the web pods: the backend believes the client address a pod network sends
// (TRUST_PROXY), so no other pod may talk to it directly. The metrics port stays open to the
// scraper, wherever it runs. (Enforced where the network plugin supports NetworkPolicy.)
export function backendNetworkPolicy(settings: ClusterSettings): INetworkPolicy {
  return {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'NetworkPolicy',
    metadata: objectMeta(settings, BACKEND),
    spec: {
      podSelector: { matchLabels: labels(BACKEND) },
      policyTypes: ['Ingress'],
      ingress: [
        { from: [{ podSelector: { matchLabels: labels(WEB) } }], ports: [{ port: 'http' }] },
        { ports: [{ port: 'metrics' }] },
      ],
    },
  };
}

function configChecksum(settings: ClusterSettings): string {
  return createHash('sha256')
    .update(JSON.stringify(configValues(settings)))
    .digest('hex');
}
