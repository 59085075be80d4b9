// Machines for a cluster test on one host: each node gets a network namespace of its own (`ip netns`) with its own
// address on a bridge, as separate machines on one network would; the host keeps the bridge's first address, where
// the shared services (PostgreSQL, Redis, the load balancer) are reached. Needs root and iproute2.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ip = (...args: string[]) => run('ip', args);

export interface ClusterNetwork {
  /** The host's address on the bridge: services the nodes use listen there. */
  hostAddress: string;
  nodes: { namespace: string; address: string }[];
  remove(): Promise<void>;
}

/** Why this host cannot build the network (not root, or no `ip netns`), or undefined when it can. */
export async function clusterNetworkUnavailable(): Promise<string | undefined> {
  if (process.getuid?.() !== 0) return 'it needs root to create network namespaces';
  const probe = `shopprobe${randomBytes(3).toString('hex')}`;
  try {
    await ip('netns', 'add', probe);
    await ip('netns', 'del', probe);
    return undefined;
  } catch (error) {
    return `\`ip netns\` does not work here (${(error as Error).message.split('\n')[0]})`;
  }
}

export async function createClusterNetwork(nodeCount: number): Promise<ClusterNetwork> {
  // Names and a subnet of this run's own, so two runs on one host do not meet.
  const tag = randomBytes(3).toString('hex');
  const subnet = `10.${100 + (parseInt(tag.slice(0, 2), 16) % 100)}.${parseInt(tag.slice(2, 4), 16)}`;
  const bridge = `shbr${tag}`;
  const hostAddress = `${subnet}.1`;
  const nodes = Array.from({ length: nodeCount }, (_, index) => ({
    namespace: `shop${tag}n${index + 1}`,
    address: `${subnet}.${11 + index}`,
    hostEnd: `shv${tag}${index + 1}`,
  }));
  const remove = async () => {
    for (const node of nodes) await ip('netns', 'del', node.namespace).catch(() => undefined);
    await ip('link', 'del', bridge).catch(() => undefined);
  };
  try {
    await ip('link', 'add', bridge, 'type', 'bridge');
    await ip('addr', 'add', `${hostAddress}/24`, 'dev', bridge);
    await ip('link', 'set', bridge, 'up');
    for (const node of nodes) {
      await ip('netns', 'add', node.namespace);
      await ip('link', 'add', node.hostEnd, 'type', 'veth', 'peer', 'name', 'eth0', 'netns', node.namespace);
      await ip('link', 'set', node.hostEnd, 'master', bridge);
      await ip('link', 'set', node.hostEnd, 'up');
      const inside = (...args: string[]) => ip('netns', 'exec', node.namespace, 'ip', ...args);
      await inside('addr', 'add', `${node.address}/24`, 'dev', 'eth0');
      await inside('link', 'set', 'eth0', 'up');
      await inside('link', 'set', 'lo', 'up');
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return {
    hostAddress,
    nodes: nodes.map(({ namespace, address }) => ({ namespace, address })),
    remove,
  };
}
