import { ApiObject, App, Chart, Yaml } from 'cdk8s';
import type { Construct } from 'constructs';
import { backendAutoscaler, backendDeployment, backendNetworkPolicy, backendService } from './backend.ts';
import { disruptionBudget } from './common-objects.ts';
import { configMap, namespace, secretTemplate } from './configuration.ts';
import { classificationProblems, envExampleNames } from './environment.ts';
import { ingress } from './ingress.ts';
import { BACKEND, WEB } from './names.ts';
import type { ClusterSettings } from './settings.ts';
import { realIpConfig, webDeployment, webService } from './web.ts';

// the files written, by name: the site (kubectl apply -f) and the Secret's template beside it
export const SITE_FILE = 'coach-site.yaml';
export const SECRET_TEMPLATE_FILE = 'secret.yaml.template';

const HEADER = '# Synthesised by `npm run synth -w deploy/k8s` from deploy/k8s/src: edit those, not this file.\n';

interface KubernetesObject {
  apiVersion: string;
  kind: string;
  metadata?: { name?: string };
}

// The manifests' text for the settings, after checking that every variable of .env.example is
// sorted (environment.ts); throws naming the ones that are not.
export function synthesise(settings: ClusterSettings, envExample: string): Record<string, string> {
  const problems = classificationProblems(envExampleNames(envExample), settings);
  if (problems.length) throw new Error(problems.join('\n'));

  const app = new App();
  const site = new Chart(app, 'coach-site');
  addAll(site, [
    namespace(settings),
    configMap(settings),
    backendDeployment(settings),
    backendService(settings),
    disruptionBudget(settings, BACKEND),
    backendAutoscaler(settings),
    backendNetworkPolicy(settings),
    realIpConfig(settings),
    webDeployment(settings),
    webService(settings),
    disruptionBudget(settings, WEB),
    ingress(settings),
  ]);
  const secret = new Chart(app, 'secret');
  addAll(secret, [secretTemplate(settings)]);
  return {
    [SITE_FILE]: HEADER + Yaml.stringify(...site.toJson()),
    [SECRET_TEMPLATE_FILE]: HEADER + Yaml.stringify(...secret.toJson()),
  };
}

function addAll(scope: Construct, objects: KubernetesObject[]): void {
  for (const object of objects) new ApiObject(scope, `${object.kind}-${object.metadata?.name}`, object);
}
