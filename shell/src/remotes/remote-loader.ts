import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteAppProps, RemoteName } from '@pylands/shared-ui';

type Manifest = Partial<Record<RemoteName, string>>;

let manifest: Promise<Manifest> | null = null;

/** Remote URLs are configuration served by the edge, so a remote can be redeployed alone. */
function registerFromManifest(force: boolean): Promise<Manifest> {
  manifest = fetch('/remotes.json', { cache: 'no-store' })
    .then((response) => {
      if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
      return response.json() as Promise<Manifest>;
    })
    .then((entries) => {
      registerRemotes(
        Object.entries(entries).map(([name, entry]) => ({ name, entry: entry as string })),
        { force },
      );
      return entries;
    });
  manifest.catch(() => {
    manifest = null;
  });
  return manifest;
}

export async function loadRemoteApp(
  remote: RemoteName,
  retry = false,
): Promise<ComponentType<RemoteAppProps>> {
  const entries = await (retry || !manifest ? registerFromManifest(retry) : manifest);
  if (!entries[remote]) throw new Error(`${remote} is not in remotes.json`);
  const module = await loadRemote<{ default: ComponentType<RemoteAppProps> }>(`${remote}/App`);
  if (!module?.default) throw new Error(`${remote}/App did not load`);
  performance.mark(`pylands:remote-loaded:${remote}`);
  return module.default;
}
