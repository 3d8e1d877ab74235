import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Resource } from './kustomize';
import { REPO_ROOT } from './paths';

/**
 * What the schemas cannot see: the parts of infra/k8s that must fit together. Each returns one
 * message per problem (empty: fine).
 */
type Obj = Record<string, unknown>;
type Container = {
  name: string;
  image: string;
  command?: string[];
  ports?: { name?: string; containerPort: number }[];
  env?: {
    name: string;
    valueFrom?: { secretKeyRef?: { name: string }; configMapKeyRef?: { name: string } };
  }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  resources?: { requests?: Obj; limits?: Obj };
  securityContext?: {
    readOnlyRootFilesystem?: boolean;
    allowPrivilegeEscalation?: boolean;
    capabilities?: { drop?: string[] };
  };
  readinessProbe?: { httpGet?: { path: string; port: string | number } };
  livenessProbe?: { httpGet?: { path: string; port: string | number } };
};
type PodTemplate = {
  metadata: { labels?: Record<string, string>; annotations?: Record<string, string> };
  spec: {
    securityContext?: { runAsNonRoot?: boolean };
    containers: Container[];
    initContainers?: Container[];
  };
};

/** The API services: readiness on /health, liveness on /health/live. */
export const API_SERVICES = ['auth', 'levels', 'tips', 'organizations', 'payments'];
/** Deployments scaled by KEDA on their BullMQ queue: name → queue. */
export const QUEUE_WORKERS: Record<string, string> = { 'tips-worker': 'tips', verifier: 'completion-verify' };

const spec = (r: Resource) => r.spec as Obj;
const template = (r: Resource) => spec(r).template as PodTemplate;
const byKind = (resources: Resource[], kind: string) => resources.filter((r) => r.kind === kind);
const matches = (selector: Record<string, string>, labels: Record<string, string> = {}) =>
  Object.entries(selector).every(([k, v]) => labels[k] === v);

function podChecks(owner: string, pod: PodTemplate): string[] {
  const problems: string[] = [];
  if (pod.spec.securityContext?.runAsNonRoot !== true) problems.push(`${owner}: pod without runAsNonRoot`);
  for (const c of [...(pod.spec.initContainers ?? []), ...pod.spec.containers]) {
    const where = `${owner}/${c.name}`;
    const sc = c.securityContext;
    if (sc?.readOnlyRootFilesystem !== true) problems.push(`${where}: root filesystem not read-only`);
    if (sc?.allowPrivilegeEscalation !== false) problems.push(`${where}: privilege escalation allowed`);
    if (!sc?.capabilities?.drop?.includes('ALL')) problems.push(`${where}: capabilities not dropped`);
    for (const kind of ['requests', 'limits'] as const)
      for (const resource of ['cpu', 'memory'])
        if (!c.resources?.[kind]?.[resource]) problems.push(`${where}: no ${resource} ${kind}`);
  }
  return problems;
}

function portOf(container: Container, port: string | number | undefined): number | undefined {
  if (typeof port === 'number')
    return container.ports?.some((p) => p.containerPort === port) ? port : undefined;
  return container.ports?.find((p) => p.name === port)?.containerPort;
}

function deploymentChecks(resources: Resource[]): string[] {
  const problems: string[] = [];
  for (const d of byKind(resources, 'Deployment')) {
    const name = d.metadata.name;
    const pod = template(d);
    problems.push(...podChecks(`Deployment/${name}`, pod));
    if (
      !matches((spec(d).selector as { matchLabels: Record<string, string> }).matchLabels, pod.metadata.labels)
    )
      problems.push(`Deployment/${name}: selector does not match its pods`);
    const [main] = pod.spec.containers;
    const ready = main.readinessProbe?.httpGet;
    const live = main.livenessProbe?.httpGet;
    if (!ready || portOf(main, ready.port) === undefined)
      problems.push(`Deployment/${name}: no HTTP readiness probe on a declared port`);
    if (!live || portOf(main, live.port) === undefined)
      problems.push(`Deployment/${name}: no HTTP liveness probe on a declared port`);
    if (
      (API_SERVICES.includes(name) || name in QUEUE_WORKERS) &&
      (ready?.path !== '/health' || live?.path !== '/health/live')
    )
      problems.push(`Deployment/${name}: probes must be /health (readiness) and /health/live (liveness)`);
    const annotations = pod.metadata.annotations ?? {};
    if (annotations['prometheus.io/scrape'] !== 'true' || annotations['prometheus.io/path'] !== '/metrics')
      problems.push(`Deployment/${name}: pods not annotated for Prometheus`);
    else if (portOf(main, Number(annotations['prometheus.io/port'])) === undefined)
      problems.push(`Deployment/${name}: prometheus.io/port is not a container port`);
    if (
      !byKind(resources, 'PodDisruptionBudget').some((p) =>
        matches(
          (spec(p).selector as { matchLabels: Record<string, string> }).matchLabels,
          pod.metadata.labels,
        ),
      )
    )
      problems.push(`Deployment/${name}: no PodDisruptionBudget`);
    const scalers = [
      ...byKind(resources, 'HorizontalPodAutoscaler'),
      ...byKind(resources, 'ScaledObject'),
    ].filter((s) => (spec(s).scaleTargetRef as { name: string }).name === name);
    if (scalers.length !== 1)
      problems.push(`Deployment/${name}: ${scalers.length} autoscalers (want one HPA or ScaledObject)`);
    const queue = QUEUE_WORKERS[name];
    if (queue && scalers[0]?.kind !== 'ScaledObject') problems.push(`Deployment/${name}: not scaled by KEDA`);
  }
  return problems;
}

function referenceChecks(resources: Resource[], secretKeys: string[]): string[] {
  const problems: string[] = [];
  const configMaps = new Map(
    byKind(resources, 'ConfigMap').map((c) => [c.metadata.name, (c.data ?? {}) as Obj]),
  );
  const pods = [...byKind(resources, 'Deployment'), ...byKind(resources, 'Job')].map(
    (r) => [r, template(r)] as const,
  );
  for (const [owner, pod] of pods)
    for (const c of [...(pod.spec.initContainers ?? []), ...pod.spec.containers]) {
      for (const from of c.envFrom ?? []) {
        if (from.configMapRef && !configMaps.has(from.configMapRef.name))
          problems.push(
            `${owner.kind}/${owner.metadata.name}: ConfigMap ${from.configMapRef.name} is not defined`,
          );
        if (from.secretRef && from.secretRef.name !== 'pylands')
          problems.push(
            `${owner.kind}/${owner.metadata.name}: Secret ${from.secretRef.name} is not the pylands Secret`,
          );
      }
      for (const env of c.env ?? []) {
        const ref = env.valueFrom?.configMapKeyRef as { name: string; key: string } | undefined;
        if (ref && !(ref.key in (configMaps.get(ref.name) ?? {})))
          problems.push(`${owner.kind}/${owner.metadata.name}: ${ref.name} has no ${ref.key}`);
        const secret = env.valueFrom?.secretKeyRef as
          { name: string; key: string; optional?: boolean } | undefined;
        if (secret && !secret.optional && !secretKeys.includes(secret.key))
          problems.push(`${owner.kind}/${owner.metadata.name}: Secret key ${secret.key} is not documented`);
      }
      const image = /^(?:.*\/)?([^/:]+)(?::[^/]*)?$/.exec(c.image)?.[1];
      if (!image || !existsSync(path.join(REPO_ROOT, 'infra/docker', `${image}.Dockerfile`)))
        problems.push(
          `${owner.kind}/${owner.metadata.name}: image ${c.image} has no infra/docker Dockerfile`,
        );
    }
  for (const s of byKind(resources, 'Service')) {
    const selector = spec(s).selector as Record<string, string>;
    const target = pods.find(([, pod]) => matches(selector, pod.metadata.labels));
    if (!target) problems.push(`Service/${s.metadata.name}: selects no pods`);
    else
      for (const port of spec(s).ports as { targetPort: string | number }[])
        if (portOf(target[1].spec.containers[0], port.targetPort) === undefined)
          problems.push(`Service/${s.metadata.name}: targetPort ${port.targetPort} is not a container port`);
  }
  for (const ingress of byKind(resources, 'Ingress'))
    for (const rule of spec(ingress).rules as {
      http: { paths: { backend: { service: { name: string } } }[] };
    }[])
      for (const p of rule.http.paths)
        if (p.backend.service.name !== 'gateway')
          problems.push(
            `Ingress/${ingress.metadata.name}: routes to ${p.backend.service.name}, not the gateway`,
          );
  return problems;
}

function queueChecks(resources: Resource[]): string[] {
  const prefix =
    (
      byKind(resources, 'ConfigMap').find((c) => c.metadata.name === 'pylands-config')?.data as
        Obj | undefined
    )?.QUEUE_PREFIX ?? 'pylands';
  return byKind(resources, 'ScaledObject').flatMap((so) => {
    const queue = QUEUE_WORKERS[(spec(so).scaleTargetRef as { name: string }).name];
    const redis = (spec(so).triggers as { type: string; metadata: Obj }[]).find((t) => t.type === 'redis');
    const want = `${prefix}:${queue}:wait`;
    return redis?.metadata.listName === want
      ? []
      : [`ScaledObject/${so.metadata.name}: no redis trigger on ${want}`];
  });
}

type Peer = { podSelector?: { matchLabels?: Record<string, string> }; namespaceSelector?: unknown };
type Rule = { from?: Peer[]; ports?: { port: number }[] };

function networkChecks(resources: Resource[]): string[] {
  const problems: string[] = [];
  const policies = byKind(resources, 'NetworkPolicy');
  const denyAll = policies.some((p) => {
    const s = spec(p) as { podSelector: Obj; policyTypes: string[]; ingress?: unknown[] };
    return Object.keys(s.podSelector).length === 0 && s.policyTypes.includes('Ingress') && !s.ingress?.length;
  });
  if (!denyAll) problems.push('NetworkPolicy: no default deny of ingress');
  const apps = new Set(
    [...byKind(resources, 'Deployment'), ...byKind(resources, 'Job')].map(
      (r) => template(r).metadata.labels?.app,
    ),
  );
  for (const p of policies) {
    const s = spec(p) as { podSelector: { matchLabels?: Record<string, string> }; ingress?: Rule[] };
    for (const rule of s.ingress ?? []) {
      if (!rule.from?.length && s.podSelector.matchLabels?.app !== 'gateway')
        problems.push(`NetworkPolicy/${p.metadata.name}: open to every source, and only the gateway may be`);
      for (const peer of rule.from ?? []) {
        const app = peer.podSelector?.matchLabels?.app;
        if (app && !peer.namespaceSelector && !apps.has(app))
          problems.push(`NetworkPolicy/${p.metadata.name}: allows app ${app}, which no pod has`);
      }
    }
  }
  return problems;
}

/** Every migrations-owning service is migrated by the Job, through its cli.js. */
function migrationChecks(resources: Resource[]): string[] {
  const job = byKind(resources, 'Job').find((j) => j.metadata.name === 'migrate');
  if (!job) return ['Job/migrate is missing'];
  const pod = template(job);
  const commands = [...(pod.spec.initContainers ?? []), ...pod.spec.containers].map((c) =>
    (c.command ?? []).join(' '),
  );
  return API_SERVICES.flatMap((svc) => {
    if (!existsSync(path.join(REPO_ROOT, 'services', svc, 'src/migrations'))) return [];
    const problems = [];
    if (!commands.includes(`node services/${svc}/dist/cli.js migrate`))
      problems.push(`Job/migrate: does not migrate ${svc}`);
    if (!existsSync(path.join(REPO_ROOT, 'services', svc, 'src/cli.ts')))
      problems.push(`services/${svc} has no cli.ts`);
    return problems;
  });
}

/** The .ts sources of a folder, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return entry.name.endsWith('.ts') && !entry.name.includes('.test.') ? [readFileSync(file, 'utf8')] : [];
  });
}

/**
 * Who calls whom, from the services' sources: a service reading `<TARGET>_URL` (or using common's
 * entitlements client, which calls payments) calls that target; the verifiers run levels' code.
 */
export function serviceCalls(): [caller: string, target: string][] {
  const calls: [string, string][] = [];
  for (const caller of API_SERVICES) {
    const text = sources(path.join(REPO_ROOT, 'services', caller, 'src')).join('\n');
    const targets = new Set(
      API_SERVICES.filter((t) => t !== caller && new RegExp(`\\b${t.toUpperCase()}_URL\\b`).test(text)),
    );
    if (/EntitlementsClient/.test(text) && caller !== 'payments') targets.add('payments');
    for (const target of targets) {
      calls.push([caller, target]);
      if (caller === 'levels') calls.push(['verifier', target]);
    }
  }
  return calls;
}

function callerChecks(resources: Resource[]): string[] {
  const policies = byKind(resources, 'NetworkPolicy');
  return serviceCalls().flatMap(([caller, target]) => {
    const policy = policies.find(
      (p) => (spec(p).podSelector as { matchLabels?: Obj }).matchLabels?.app === target,
    );
    // A rule without `from` admits every pod (networkChecks reports that apart).
    const allowed = ((policy && (spec(policy).ingress as Rule[])) || []).some(
      (rule) =>
        !rule.from?.length ||
        rule.from.some((peer) => peer.podSelector?.matchLabels?.app === caller && !peer.namespaceSelector),
    );
    return allowed
      ? []
      : [`NetworkPolicy/${target}: ${caller} calls ${target} (${target.toUpperCase()}_URL) but may not`];
  });
}

export function clusterProblems(resources: Resource[], secretKeys: string[]): string[] {
  return [
    ...deploymentChecks(resources),
    ...referenceChecks(resources, secretKeys),
    ...queueChecks(resources),
    ...networkChecks(resources),
    ...callerChecks(resources),
    ...migrationChecks(resources),
  ];
}
