import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

/**
 * A small renderer for the subset of Kustomize infra/k8s uses, for machines without kubectl (no
 * maintained kustomize ships through npm or Debian 12: docs/decisions.md). Anything else in a
 * kustomization.yaml is refused, never ignored, so the rendering cannot silently differ from
 * `kubectl kustomize`: resources (files and folders), namespace, labels (metadata only), images,
 * and patches by path (strategic merge: maps merge, lists of named items merge by name, other lists
 * are replaced).
 */
export type Resource = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; [key: string]: unknown };
  [key: string]: unknown;
};

const SUPPORTED = new Set(['apiVersion', 'kind', 'resources', 'namespace', 'labels', 'images', 'patches']);
const CLUSTER_SCOPED = new Set([
  'Namespace',
  'ClusterRole',
  'ClusterRoleBinding',
  'CustomResourceDefinition',
]);

type Image = { name: string; newName?: string; newTag?: string };
type Labels = { pairs: Record<string, string>; includeSelectors?: boolean; includeTemplates?: boolean };

export function readYamlDocuments(file: string): unknown[] {
  return parseAllDocuments(readFileSync(file, 'utf8')).map((doc) => {
    if (doc.errors.length) throw new Error(`${file}: ${doc.errors[0].message}`);
    return doc.toJS({ maxAliasCount: 100 });
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asResource(value: unknown, file: string): Resource {
  if (!isObject(value) || typeof value.kind !== 'string' || typeof value.apiVersion !== 'string')
    throw new Error(`${file}: a document without apiVersion and kind`);
  const metadata = value.metadata;
  if (!isObject(metadata) || typeof metadata.name !== 'string')
    throw new Error(`${file}: ${value.kind} without metadata.name`);
  return value as Resource;
}

/** Strategic merge, as far as these manifests need it. */
export function strategicMerge(base: unknown, patch: unknown): unknown {
  if (isObject(base) && isObject(patch)) {
    const merged: Record<string, unknown> = { ...base };
    for (const [key, value] of Object.entries(patch))
      merged[key] = key in base ? strategicMerge(base[key], value) : value;
    return merged;
  }
  const named = (list: unknown[]) => list.every((item) => isObject(item) && typeof item.name === 'string');
  if (Array.isArray(base) && Array.isArray(patch) && named(base) && named(patch)) {
    const merged = base.map((item) => {
      const over = patch.find((p) => (p as { name: string }).name === (item as { name: string }).name);
      return over ? strategicMerge(item, over) : item;
    });
    const added = patch.filter(
      (p) => !base.some((item) => (item as { name: string }).name === (p as { name: string }).name),
    );
    return [...merged, ...added];
  }
  return patch;
}

function setImages(node: unknown, images: Image[]): void {
  if (Array.isArray(node)) return node.forEach((item) => setImages(item, images));
  if (!isObject(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if ((key === 'containers' || key === 'initContainers') && Array.isArray(value)) {
      for (const container of value) {
        if (!isObject(container) || typeof container.image !== 'string') continue;
        const [, name, tag] = /^(.*?)(?::([^:/]+))?$/.exec(container.image) ?? [];
        const image = images.find((candidate) => candidate.name === name);
        if (image) container.image = `${image.newName ?? name}:${image.newTag ?? tag ?? 'latest'}`;
      }
    }
    setImages(value, images);
  }
}

const key = (r: Resource) => `${r.kind}/${r.metadata.name}`;

/** The resources `kubectl kustomize <dir>` prints, for this subset. */
export function renderKustomization(dir: string): Resource[] {
  const file = path.join(dir, 'kustomization.yaml');
  if (!existsSync(file)) throw new Error(`${dir} has no kustomization.yaml`);
  const [config] = readYamlDocuments(file);
  if (!isObject(config)) throw new Error(`${file} is not a mapping`);
  const unsupported = Object.keys(config).filter((field) => !SUPPORTED.has(field));
  if (unsupported.length) throw new Error(`${file}: unsupported field(s) ${unsupported.join(', ')}`);

  let resources: Resource[] = [];
  for (const entry of (config.resources ?? []) as string[]) {
    const target = path.resolve(dir, entry);
    if (!existsSync(target)) throw new Error(`${file}: resource ${entry} does not exist`);
    if (statSync(target).isDirectory()) resources.push(...renderKustomization(target));
    else resources.push(...readYamlDocuments(target).map((doc) => asResource(doc, target)));
  }
  const seen = new Set<string>();
  for (const resource of resources) {
    if (seen.has(key(resource))) throw new Error(`${file}: ${key(resource)} is defined twice`);
    seen.add(key(resource));
  }

  for (const patch of (config.patches ?? []) as { path?: string }[]) {
    if (!patch.path || Object.keys(patch).length !== 1)
      throw new Error(`${file}: only patches with a path alone are supported`);
    for (const doc of readYamlDocuments(path.resolve(dir, patch.path))) {
      const over = asResource(doc, patch.path);
      const index = resources.findIndex((r) => key(r) === key(over));
      if (index < 0) throw new Error(`${file}: patch ${patch.path} targets a missing ${key(over)}`);
      resources[index] = strategicMerge(resources[index], over) as Resource;
    }
  }
  for (const labels of (config.labels ?? []) as Labels[]) {
    if (labels.includeSelectors || labels.includeTemplates)
      throw new Error(`${file}: labels with includeSelectors/includeTemplates are not supported`);
    resources = resources.map((r) => ({
      ...r,
      metadata: { ...r.metadata, labels: { ...r.metadata.labels, ...labels.pairs } },
    }));
  }
  if (typeof config.namespace === 'string') {
    const namespace = config.namespace;
    resources = resources.map((r) =>
      CLUSTER_SCOPED.has(r.kind) ? r : { ...r, metadata: { ...r.metadata, namespace } },
    );
  }
  if (config.images) setImages(resources, config.images as Image[]);
  return resources;
}
