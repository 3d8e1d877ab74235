import path from 'node:path';

/** The repository root (scripts/infra/src → ../../..). */
export const REPO_ROOT = path.resolve(__dirname, '../../..');
export const INFRA_DIR = path.join(REPO_ROOT, 'infra');
export const DOCKER_DIR = path.join(INFRA_DIR, 'docker');
export const K8S_DIR = path.join(INFRA_DIR, 'k8s');
export const COMPOSE_FILE = path.join(INFRA_DIR, 'compose.yaml');
export const COMPOSE_ENV_EXAMPLE = path.join(INFRA_DIR, '.env.example');
export const SECRET_EXAMPLE = path.join(K8S_DIR, 'secret.example.yaml');
