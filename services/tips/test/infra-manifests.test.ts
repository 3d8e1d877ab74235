import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '@pylands/common';
import { QueueKeys } from 'bullmq';
import { parseAllDocuments } from 'yaml';
import { TIPS_QUEUE } from '../src/config/tips-config';

const INFRA = path.resolve(__dirname, '../../../infra');
const K8S = path.join(INFRA, 'k8s');

interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string };
  spec?: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

function parse(file: string): unknown[] {
  const documents = parseAllDocuments(readFileSync(file, 'utf8'));
  for (const document of documents) {
    if (document.errors.length)
      throw new Error(`${file}: ${document.errors.map((e) => e.message).join('; ')}`);
  }
  return documents.map((document) => document.toJS()).filter((value) => value !== null);
}

const manifests = readdirSync(K8S)
  .filter((name) => /\.ya?ml$/.test(name))
  .flatMap((name) => parse(path.join(K8S, name)) as Manifest[]);

function find(kind: string, name: string): Manifest | undefined {
  return manifests.find((m) => m.kind === kind && m.metadata.name === name);
}

describe('infra manifests', () => {
  it('every Kubernetes manifest and the compose file parse, and every object is named', () => {
    expect(() => parse(path.join(INFRA, 'compose.yaml'))).not.toThrow();
    expect(manifests.length).toBeGreaterThan(5);
    for (const manifest of manifests) {
      expect(manifest).toMatchObject({
        apiVersion: expect.any(String),
        kind: expect.any(String),
        metadata: { name: expect.any(String) },
      });
    }
  });

  it('every Service selects the pods of a Deployment', () => {
    const deployments = manifests.filter((m) => m.kind === 'Deployment');
    for (const service of manifests.filter((m) => m.kind === 'Service')) {
      const selector = service.spec!.selector as Record<string, string>;
      const target = deployments.find((d) =>
        Object.entries(selector).every(([key, value]) => d.spec!.template.metadata.labels[key] === value),
      );
      expect({ service: service.metadata.name, found: Boolean(target) }).toEqual({
        service: service.metadata.name,
        found: true,
      });
    }
  });

  it('tips workers have their own Deployment, scaled by KEDA on the BullMQ wait list of the tips queue and on CPU', () => {
    const workers = find('Deployment', 'tips-worker')!;
    expect(workers).toBeDefined();
    expect(workers.spec!.selector.matchLabels).toEqual(workers.spec!.template.metadata.labels);
    const container = workers.spec!.template.spec.containers[0];
    expect(container.command.join(' ')).toMatch(/services\/tips\/dist\/worker-main\.js$/);
    expect(container.resources.requests.cpu).toBeDefined(); // CPU utilization needs a request

    const scaler = find('ScaledObject', 'tips-worker')!;
    expect(scaler.apiVersion).toBe('keda.sh/v1alpha1');
    expect(scaler.spec!.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: 'tips-worker' });
    expect(scaler.spec!.minReplicaCount).toBeGreaterThanOrEqual(1);
    expect(scaler.spec!.maxReplicaCount).toBeGreaterThan(scaler.spec!.minReplicaCount);

    const triggers = scaler.spec!.triggers as {
      type: string;
      metadata: Record<string, string>;
      authenticationRef?: { name: string };
    }[];
    const queue = triggers.find((t) => t.type === 'redis')!;
    // The key BullMQ itself keeps waiting tips in, with the services' default QUEUE_PREFIX.
    const prefix = loadConfig({ JWT_SECRET: 'x'.repeat(32) }).queuePrefix;
    expect(queue.metadata.listName).toBe(new QueueKeys(prefix).toKey(TIPS_QUEUE, 'wait'));
    expect(Number(queue.metadata.listLength)).toBeGreaterThan(0);
    const auth = find('TriggerAuthentication', queue.authenticationRef!.name)!;
    expect(auth.spec!.secretTargetRef.map((ref: { parameter: string }) => ref.parameter)).toContain(
      'address',
    );
    expect(triggers.find((t) => t.type === 'cpu')?.metadata.value).toMatch(/^\d+$/);

    // KEDA manages its own HPA: no hand-written one may target the same Deployment.
    const hpas = manifests.filter(
      (m) => m.kind === 'HorizontalPodAutoscaler' && m.spec!.scaleTargetRef.name === 'tips-worker',
    );
    expect(hpas).toEqual([]);
  });
});
