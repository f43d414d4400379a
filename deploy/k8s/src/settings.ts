// What differs from one cluster to the next: edit here (or patch the synthesised YAML), then
// `npm run synth -w deploy/k8s`. The values below are placeholders that no cluster answers to.
export interface ClusterSettings {
  namespace: string;
  // the images `make up` builds (deploy/backend.Dockerfile, deploy/web.Dockerfile), pushed to a registry
  backendImage: string;
  webImage: string;
  // the site's host name, the Secret of its TLS certificate (cert-manager or made by hand) and the
  // Ingress controller's class
  host: string;
  tlsSecret: string;
  ingressClass: string;
  // the bucket (STORAGE=s3): its region, name, endpoint (empty: AWS S3's own) and public address
  s3Region: string;
  s3Bucket: string;
  s3Endpoint: string;
  // the address ranges the Ingress controller's pods and the web pods connect from: the web
  // nginx believes the client address the controller sends from these (real-ip.conf), the
  // backend believes the web pods' (TRUST_PROXY)
  podNetworks: string[];
  backendReplicas: { min: number; max: number };
  webReplicas: number;
}

export const settings: ClusterSettings = {
  namespace: 'coach-site',
  backendImage: 'registry.example.com/coach-site-backend:latest',
  webImage: 'registry.example.com/coach-site-web:latest',
  host: 'coach.example.com',
  tlsSecret: 'coach-site-tls',
  ingressClass: 'nginx',
  s3Region: 'eu-central-1',
  s3Bucket: 'coach-site',
  s3Endpoint: '',
  // RFC 1918 and 6598 (CGNAT, which some network plugins use) and IPv6 unique-local
  podNetworks: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '100.64.0.0/10', 'fc00::/7'],
  backendReplicas: { min: 2, max: 10 },
  webReplicas: 2,
};
