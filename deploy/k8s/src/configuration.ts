import type { IConfigMap, INamespace, ISecret } from 'kubernetes-models/v1';
import { SECRET_NAMES, configValues } from './environment.ts';
import { objectMeta } from './common-objects.ts';
import { BACKEND, CONFIG_MAP, SECRET, labels } from './names.ts';
import type { ClusterSettings } from './settings.ts';

export function namespace(settings: ClusterSettings): INamespace {
  return { apiVersion: 'v1', kind: 'Namespace', metadata: { name: settings.namespace, labels: labels('namespace') } };
}

export function configMap(settings: ClusterSettings): IConfigMap {
  return {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: objectMeta(settings, CONFIG_MAP, BACKEND),
    data: configValues(settings),
  };
}

// Every name, every value empty: a template to fill in (or `kubectl create secret generic`, or an
// external-secrets ExternalSecret of the same name); README, "Kubernetes". Written to a file of its
// own that `kubectl apply -f` on the folder does not pick up, so a re-apply never empties the
// operator's Secret.
export function secretTemplate(settings: ClusterSettings): ISecret {
  return {
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: objectMeta(settings, SECRET, BACKEND),
    type: 'Opaque',
    stringData: Object.fromEntries(SECRET_NAMES.map((name) => [name, ''])),
  };
}
