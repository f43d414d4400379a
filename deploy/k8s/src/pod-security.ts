import type { IPodSecurityContext, ISecurityContext } from 'kubernetes-models/v1';

// Non-root with a read-only root file system: what a process writes goes to the emptyDir volumes
// mounted for it. The user is numeric so that the kubelet can check runAsNonRoot (the images name
// theirs: node is 1000, nginx-unprivileged's nginx 101).
export function podSecurity(user: number): IPodSecurityContext {
  return {
    runAsNonRoot: true,
    runAsUser: user,
    runAsGroup: user,
    fsGroup: user,
    seccompProfile: { type: 'RuntimeDefault' },
  };
}

export const containerSecurity: ISecurityContext = {
  allowPrivilegeEscalation: false,
  readOnlyRootFilesystem: true,
  capabilities: { drop: ['ALL'] },
};

// a few seconds before the process hears SIGTERM, so that the endpoints' removal reaches every
// node's proxy and the Ingress controller before the replica stops taking connections
export const PRE_STOP_SECONDS = 5;
