import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brokenK8sCopy, replaced } from './broken-copy';
import { clusterProblems } from './check-k8s';
import { readYamlDocuments, renderKustomization, type Resource } from './kustomize';
import { K8S_DIR, SECRET_EXAMPLE } from './paths';
import { schemaErrors } from './validate-k8s';

const OVERLAY = 'overlays/production';
const secretKeys = () =>
  Object.keys((readYamlDocuments(SECRET_EXAMPLE)[0] as { stringData: object }).stringData);

/** Render `dir` (a copy's or the real infra/k8s) and run every check. */
function problems(root: string, dir = OVERLAY): string[] {
  const resources = renderKustomization(path.join(root, dir));
  return [...schemaErrors(resources), ...clusterProblems(resources, secretKeys())];
}

function withBroken(edits: Record<string, (text: string) => string>): string[] {
  const copy = brokenK8sCopy(edits);
  try {
    return problems(copy.dir);
  } finally {
    copy.remove();
  }
}

describe('infra/k8s', () => {
  test.each(['base', OVERLAY])(
    '%s renders, and every resource passes its schema and the cluster checks',
    (dir) => {
      expect(problems(K8S_DIR, dir)).toEqual([]);
    },
  );

  test('the production overlay runs every part as its own Deployment, in its namespace, from its registry', () => {
    const resources = renderKustomization(path.join(K8S_DIR, OVERLAY));
    const deployments = resources.filter((r) => r.kind === 'Deployment');
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual(
      ['auth', 'gateway', 'levels', 'organizations', 'payments', 'tips', 'tips-worker', 'verifier'].sort(),
    );
    expect(new Set(resources.map((r) => r.metadata.namespace))).toEqual(new Set(['pylands']));
    const images = JSON.stringify(resources).match(/"image":"[^"]+"/g) ?? [];
    expect(images.length).toBeGreaterThan(0);
    for (const image of images)
      expect(image).toMatch(/"image":"registry\.example\.org\/pylands\/[a-z-]+:1\.0\.0"/);
  });

  test('only the gateway is exposed: its Service behind the Ingress, no LoadBalancer or NodePort', () => {
    const resources = renderKustomization(path.join(K8S_DIR, OVERLAY));
    const services = resources.filter((r) => r.kind === 'Service') as (Resource & {
      spec: { type?: string };
    })[];
    expect(services.filter((s) => s.spec.type && s.spec.type !== 'ClusterIP')).toEqual([]);
    expect(resources.filter((r) => r.kind === 'Ingress').map((r) => r.metadata.name)).toEqual(['gateway']);
  });

  test('a value of the wrong type fails Kubernetes’ schema', () => {
    expect(withBroken({ 'base/auth.yaml': (t) => replaced(t, 'replicas: 2', 'replicas: two') })).toEqual([
      expect.stringMatching(/^Deployment\/auth: .*replicas must be integer/),
    ]);
  });

  test('a ScaledObject that breaks KEDA’s CRD schema fails', () => {
    const found = withBroken({ 'base/verifier.yaml': (t) => replaced(t, '- type: redis', '- kind: redis') });
    expect(found).toEqual([
      'ScaledObject/verifier: data/spec/triggers/0 must have required property type',
      'ScaledObject/verifier: no redis trigger on pylands:completion-verify:wait',
    ]);
  });

  test('a missing probe, a writable root filesystem and a missing PodDisruptionBudget are found', () => {
    const found = withBroken({
      'base/levels.yaml': (t) => replaced(t, /\n {10}livenessProbe:\n(.*\n){6}/, '\n'),
      'base/tips.yaml': (t) => replaced(t, 'readOnlyRootFilesystem: true', 'readOnlyRootFilesystem: false'),
      'base/payments.yaml': (t) => replaced(t, /---\napiVersion: policy\/v1\n[\s\S]*$/, ''),
    });
    expect(found).toEqual([
      'Deployment/levels: no HTTP liveness probe on a declared port',
      'Deployment/levels: probes must be /health (readiness) and /health/live (liveness)',
      'Deployment/tips/tips: root filesystem not read-only',
      'Deployment/payments: no PodDisruptionBudget',
    ]);
  });

  test('a queue list KEDA would never see grow, and a policy opening a service to everyone, are found', () => {
    const found = withBroken({
      'base/tips-worker.yaml': (t) => replaced(t, 'listName: pylands:tips:wait', 'listName: bull:tips:wait'),
      'base/network-policies.yaml': (t) =>
        replaced(t, /(name: auth\n[\s\S]*?ingress:\n\s+- )from:[\s\S]*?(ports:)/, '$1$2'),
    });
    expect(found).toEqual([
      'ScaledObject/tips-worker: no redis trigger on pylands:tips:wait',
      'NetworkPolicy/auth: open to every source, and only the gateway may be',
    ]);
  });

  test('a NetworkPolicy that shuts out a service its caller needs (from the callers’ *_URL) is found', () => {
    const found = withBroken({
      'base/network-policies.yaml': (t) =>
        replaced(
          t,
          /(name: organizations\n[\s\S]*?)\n\s+- podSelector:\n\s+matchLabels:\n\s+app: tips\n/,
          '$1\n',
        ),
    });
    expect(found).toEqual([
      'NetworkPolicy/organizations: tips calls organizations (ORGANIZATIONS_URL) but may not',
    ]);
  });

  test('a migrations Job that leaves a service out is found', () => {
    expect(
      withBroken({
        'base/migrate-job.yaml': (t) =>
          replaced(t, 'services/payments/dist/cli.js', 'services/payments/dist/main.js'),
      }),
    ).toEqual(['Job/migrate: does not migrate payments']);
  });

  test('a kustomization field the renderer does not know is refused, not ignored', () => {
    expect(() =>
      withBroken({
        [`${OVERLAY}/kustomization.yaml`]: (t) => `${t}replicas:\n  - { name: auth, count: 3 }\n`,
      }),
    ).toThrow(/unsupported field\(s\) replicas/);
  });

  test('secret.example.yaml holds placeholders only, and every key the pods read', () => {
    const secret = readYamlDocuments(SECRET_EXAMPLE)[0] as Resource & { stringData: Record<string, string> };
    expect(schemaErrors([secret])).toEqual([]);
    for (const value of Object.values(secret.stringData)) expect(value).toMatch(/^<[^>]+>$/);
    expect(Object.keys(secret.stringData)).toEqual(
      expect.arrayContaining([
        'DATABASE_URL',
        'REDIS_URL',
        'JWT_SECRET',
        'SERVICE_SECRET',
        'REDIS_ADDRESS',
        'REDIS_PASSWORD',
      ]),
    );
    expect(readFileSync(SECRET_EXAMPLE, 'utf8')).toContain('--from-env-file');
  });
});
