// A real load balancer for cluster tests: Debian's HAProxy, installed when missing (CI runs as root on Debian),
// run in the foreground with a configuration of the test's own, and asked for its servers' state through its
// admin socket.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Installs Debian's haproxy when it is not there; answers why it cannot be had, or undefined. */
export async function ensureHaproxy(): Promise<string | undefined> {
  if (
    await run('haproxy', ['-v']).then(
      () => true,
      () => false,
    )
  )
    return undefined;
  try {
    await run('apt-get', ['install', '-y', '-q', 'haproxy'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      timeout: 180_000,
    });
    return undefined;
  } catch (error) {
    return `HAProxy is missing and \`apt-get install haproxy\` failed (${(error as Error).message.split('\n')[0]})`;
  }
}

export interface Balancer {
  url: string;
  child: ChildProcess;
  /** What it printed: one line a request, and its servers going down and up. */
  output: () => string;
  /** Each server's state (`UP`, `DOWN`, …) and how many sessions it has served, from HAProxy's own figures. */
  servers(): Promise<Map<string, { status: string; sessions: number }>>;
  stop(): Promise<void>;
}

/**
 * HAProxy in front of `servers` (name → host:port): round robin, health checked on `/health/ready` twice a second
 * (a node is out after two failed checks and back after two good ones), and a request whose connection failed
 * retried on another node. Only GET and HEAD are retried after a node died holding them: an order is never sent twice.
 */
export async function startBalancer(folder: string, port: number, servers: Record<string, string>): Promise<Balancer> {
  const socket = join(folder, 'haproxy.sock');
  const config = join(folder, 'haproxy.cfg');
  writeFileSync(
    config,
    `global
  maxconn 4000
  stats socket ${socket} mode 600 level admin
  log stdout format raw local0 info

defaults
  mode http
  log global
  option httplog
  timeout connect 1s
  timeout client 60s
  timeout server 30s
  timeout tunnel 1h
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response junk-response

frontend shop
  bind 127.0.0.1:${port}
  default_backend api

backend api
  balance roundrobin
  http-request disable-l7-retry unless METH_GET || METH_HEAD
  option httpchk GET /health/ready
  http-check expect status 200
  # A check may take up to 2 s: a node busy hashing passwords on a loaded machine is slow, not dead, and taking it
  # out cuts its requests (shutdown-sessions). A dead node refuses the connection at once, so it is out as fast.
  timeout check 2s
  default-server inter 500ms fall 2 rise 2 on-marked-down shutdown-sessions
${Object.entries(servers)
  .map(([name, address]) => `  server ${name} ${address} check`)
  .join('\n')}
`,
  );
  const child = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ask = (command: string) =>
    new Promise<string>((resolve, reject) => {
      const client = connect(socket);
      let answer = '';
      client.on('data', (chunk) => (answer += chunk.toString()));
      client.on('end', () => resolve(answer));
      client.on('error', reject);
      client.write(`${command}\n`);
    });
  const balancer: Balancer = {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    async servers() {
      const [header, ...rows] = (await ask('show stat')).replace(/^# /, '').trim().split('\n');
      const columns = header!.split(',');
      const at = (name: string) => columns.indexOf(name);
      const states = new Map<string, { status: string; sessions: number }>();
      for (const row of rows.map((line) => line.split(',')))
        if (row[at('pxname')] === 'api' && !['FRONTEND', 'BACKEND'].includes(row[at('svname')]!))
          states.set(row[at('svname')]!, { status: row[at('status')]!, sessions: Number(row[at('stot')]) });
      return states;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  // Ready once its admin socket answers.
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited:\n${output}`);
    if (
      await balancer.servers().then(
        () => true,
        () => false,
      )
    )
      return balancer;
    if (Date.now() > deadline) throw new Error(`haproxy did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
