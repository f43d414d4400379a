import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1';
import type { IService, ITopologySpreadConstraint } from 'kubernetes-models/v1';
import { labels } from './names.ts';
import type { ClusterSettings } from './settings.ts';

// What the backend's and the web's objects have alike.

type ObjectMeta = NonNullable<IService['metadata']>;

export function objectMeta(settings: ClusterSettings, name: string, component = name): ObjectMeta {
  return { name, namespace: settings.namespace, labels: labels(component) };
}

// a Service of the component's pods, a port for each named container port
export function clusterService(settings: ClusterSettings, component: string, ports: Record<string, number>): IService {
  return {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: objectMeta(settings, component),
    spec: {
      selector: labels(component),
      ports: Object.entries(ports).map(([name, port]) => ({ name, port, targetPort: name })),
    },
  };
}

// one replica at least through a node's drain or an upgrade
export function disruptionBudget(settings: ClusterSettings, component: string): IPodDisruptionBudget {
  return {
    apiVersion: 'policy/v1',
    kind: 'PodDisruptionBudget',
    metadata: objectMeta(settings, component),
    spec: { minAvailable: 1, selector: { matchLabels: labels(component) } },
  };
}

// the replicas on different nodes where the cluster has them, so that one node lost is not all of them
export function spreadOverNodes(component: string): ITopologySpreadConstraint {
  return {
    maxSkew: 1,
    topologyKey: 'kubernetes.io/hostname',
    whenUnsatisfiable: 'ScheduleAnyway',
    labelSelector: { matchLabels: labels(component) },
  };
}
