import { ScaledObject } from '@kubernetes-models/keda/keda.sh/v1alpha1/ScaledObject';
import { TriggerAuthentication } from '@kubernetes-models/keda/keda.sh/v1alpha1/TriggerAuthentication';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import type { Resource } from './kustomize';

interface Validatable {
  validate(): void;
}

/**
 * The models of kubernetes-models (Kubernetes' own OpenAPI schemas) and @kubernetes-models/keda
 * (KEDA's CRD schemas), by apiVersion and kind: a kind missing here is an error, never a pass.
 */
const MODELS: Record<string, new (data: never) => Validatable> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'keda.sh/v1alpha1/ScaledObject': ScaledObject,
  'keda.sh/v1alpha1/TriggerAuthentication': TriggerAuthentication,
};

/** One message per invalid resource (empty: all valid). */
export function schemaErrors(resources: Resource[]): string[] {
  return resources.flatMap((resource) => {
    const name = `${resource.kind}/${resource.metadata?.name}`;
    const Model = MODELS[`${resource.apiVersion}/${resource.kind}`];
    if (!Model) return [`${name}: no schema for ${resource.apiVersion} ${resource.kind}`];
    try {
      new Model(resource as never).validate();
      return [];
    } catch (error) {
      return [`${name}: ${(error as Error).message}`];
    }
  });
}
